/**
 * The nurse sees the same stability clock as operations and the office (issue 25): on every step,
 * each tube she collected that nears or passes its limit (spin by, lab by) with its clock. Loaded
 * only once a tube of the itinerary is collected (step-layout.tsx), so a step before any
 * collection carries none of it. The rules and the spin come from the server
 * (getProcedureSpecimens); a tube collected while offline, not yet known there, runs on the
 * catalogue's rule for its supply until the write is synced.
 */
import type { ItineraryData } from '@sc/domain/itinerary-data/model';
import { catalogueRuleForSupply } from '@sc/domain/stability/specimen-clock';
import { alertingSpecimens, StabilityClock, type ClockedSpecimen } from '../../components/ui/stability-clock.tsx';
import { useClock } from '../../lib/use-clock.ts';
import { useFn } from '../../lib/query.ts';

/** The procedures of the itinerary with a tube collected and not yet at the lab. */
export function proceduresWithTubesOut(data: ItineraryData): string[] {
  return Object.values(data.procedures)
    .filter((p) => p.samples.some((s) => s.status === 'collected' && s.collectionTimestamp))
    .map((p) => p.id)
    .slice(0, 50);
}

export function SpecimenAlerts({ data, timeZone }: { data: ItineraryData; timeZone: string }) {
  const now = useClock(30_000);
  const procedureIDs = proceduresWithTubesOut(data);
  const server = useFn(
    'getProcedureSpecimens',
    { procedureIDs },
    { enabled: procedureIDs.length > 0, staleTime: 60_000 },
  );
  const known = new Map((server.data?.specimens ?? []).map((s) => [s.sampleID, s]));
  const specimens: ClockedSpecimen[] = procedureIDs.flatMap((id) =>
    data.procedures[id]!.samples.filter((s) => s.status === 'collected' && s.collectionTimestamp).map(
      (s) =>
        known.get(s.id) ?? {
          sampleID: s.id,
          tube: s.supplyID,
          serial: s.serial,
          timeZone,
          collectedAt: s.collectionTimestamp!,
          spunAt: null,
          atLabAt: null,
          rule: catalogueRuleForSupply(s.supplyID),
        },
    ),
  );
  const alerting = alertingSpecimens(specimens, now);
  if (alerting.length === 0) return null;
  return (
    <section aria-label="Specimens near their limit">
      {alerting.map((s) => (
        <StabilityClock key={s.sampleID} specimen={s} now={now} headingLevel={2} />
      ))}
    </section>
  );
}
