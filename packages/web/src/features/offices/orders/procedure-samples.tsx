/**
 * The procedure page's tubes (requirements.md 2.4): each by its name, when it was collected and its state. Not
 * its serial: read from the supply item's id, it is an internal value ("· wl"), ADR 086.
 */
import type { FnOutput } from '@sc/domain/contract/index';
import { formatShortDate, formatTime } from '@sc/domain/format/dates';
import { CapSwatch, Card, StatusChip } from '../../../components/ui/index.ts';
import { SAMPLE_STATUS } from './statuses.ts';
import { now } from '../../../lib/clock.ts';

type Sample = FnOutput<'getProcedureOrder'>['samples'][number];

export function ProcedureSamples({ samples, timeZone }: { samples: Sample[]; timeZone: string }) {
  if (samples.length === 0) return null;
  return (
    <Card title="Samples">
      <ul className="ui-pick-list" aria-label="Samples">
        {samples.map((s) => (
          <li key={s.id}>
            <span>
              <CapSwatch color={s.color} /> <strong>{s.tube}</strong>{' '}
              <StatusChip tone={SAMPLE_STATUS[s.status].tone}>{SAMPLE_STATUS[s.status].label}</StatusChip>
              {s.collectedAt ? (
                <div className="ui-subline">
                  Collected {formatShortDate(s.collectedAt, timeZone, now())}, {formatTime(s.collectedAt, timeZone)}
                </div>
              ) : null}
              {s.failure ? <div className="ui-subline">Reason: {s.failure}</div> : null}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
