/**
 * The procedure page's stability clocks (issue 25): each collected tube of this procedure, how long
 * it has been out, when it must be spun and reach the lab, with the same alert the nurse and
 * operations see. Nothing before a tube is collected. Live: an itinerary's or the office's notice
 * refetches it; the clocks tick by themselves.
 */
import { Card } from '../../../components/ui/index.ts';
import { StabilityClock } from '../../../components/ui/stability-clock.tsx';
import { useClock } from '../../../lib/use-clock.ts';
import { useFn } from '../../../lib/query.ts';

export function ProcedureClocks({ procedureID }: { procedureID: string }) {
  const now = useClock(30_000);
  const specimens = useFn('getProcedureSpecimens', { procedureIDs: [procedureID] });
  const list = specimens.data?.specimens ?? [];
  if (list.length === 0) return null;
  return (
    <Card title="Stability clocks">
      {list.map((s) => (
        <StabilityClock key={s.sampleID} specimen={s} now={now} />
      ))}
    </Card>
  );
}
