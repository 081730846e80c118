/**
 * The procedure page's results (requirements.md 3, issue 14, ADR 033): each product's result with its
 * status. The value comes only to staff of the ordering office (the server decides, and audits
 * each read); the office that placed the order for another sees the status and why there is no value.
 */
import { Fragment } from 'react';
import type { FnOutput } from '@sc/domain/contract/index';
import { messages } from '@sc/domain/messages';
import type { ProcedureResultStatus } from '@sc/domain/vocabulary/procedures';
import type { ResultValueState } from '@sc/domain/vocabulary/procedure-records';
import { Card, StatusChip, type ChipTone } from '../../../components/ui/index.ts';

type Data = FnOutput<'getProcedureOrder'>;
type Result = Data['results'][number];

export const RESULT_STATUS: Record<ProcedureResultStatus, { label: string; tone: ChipTone }> = {
  pending: { label: 'Pending', tone: 'neutral' },
  available: { label: 'Ready', tone: 'success' },
  reviewed: { label: 'Reviewed', tone: 'success' },
};

/** Why a row shows no value, in the office's words. */
export const RESULT_VALUE_NOTES: Record<Exclude<ResultValueState, 'shown'>, string> = {
  none: 'Not back from the lab yet.',
  withheld: 'Reported to the ordering office only.',
  unreadable: messages.chartingResultProblem,
};

export interface ProcedureResultsProps {
  results: readonly Result[];
  /** The order's procedures: a result named by its product also names its test's code. */
  procedures: readonly Pick<Data['procedures'][number], 'id' | 'test'>[];
}

export function ProcedureResults({ results, procedures }: ProcedureResultsProps) {
  const testOf = new Map(procedures.flatMap((p) => (p.test ? [[p.id, p.test] as const] : [])));
  return (
    <Card title="Results">
      {results.length === 0 ? (
        <p className="ui-subline">No results are expected for these tests.</p>
      ) : (
        <dl className="ui-facts" aria-label="Results">
          {results.map((r) => {
            // A result named by its product (a test with several) says which test it is of.
            const test = testOf.get(r.procedureID);
            return (
              <Fragment key={`${r.procedureID}/${r.productID}`}>
                <dt>
                  {r.name}
                  {test && test.name !== r.name ? <div className="ui-subline">{test.code}</div> : null}
                </dt>
                <dd>
                  <StatusChip tone={RESULT_STATUS[r.status].tone}>{RESULT_STATUS[r.status].label}</StatusChip>
                  {r.valueState === 'shown' ? (
                    <div>{r.value}</div>
                  ) : (
                    <div className="ui-subline">{RESULT_VALUE_NOTES[r.valueState]}</div>
                  )}
                </dd>
              </Fragment>
            );
          })}
        </dl>
      )}
    </Card>
  );
}
