/**
 * A nurse out sick, from the live day (ADR 085): the dispatcher who reads the morning's itineraries
 * marks their nurse out from her card, after a confirm that says what will happen ("Devi’s 2
 * itineraries on Thu, Dec 3 will be withdrawn and their 7 visits offered to other nurses"), counted
 * by the domain's rule on the itineraries the page shows. The answer says what became of each.
 * The nurses marked out that day are listed above the itineraries.
 */
import { useState } from 'react';
import type { FnOutput } from '@sc/domain/contract/index';
import { outSickConfirmText, outSickDayLabel, outSickFate, outSickQuestion } from '@sc/domain/dispatch/out-sick';
import { Alert, Button } from '../../components/ui/index.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useFn, useFnMutation } from '../../lib/query.ts';

type LiveItinerary = FnOutput<'getLiveDay'>['itineraries'][number];
export type OutSickAnswer = FnOutput<'markNurseOutSick'>;

/** What marking her out would do to the day's itineraries shown: withdrawn (with visits) or under way. */
export function outSickCounts(itineraries: readonly LiveItinerary[], nurseID: string) {
  let withdrawn = 0;
  let visits = 0;
  let underWay = 0;
  for (const i of itineraries) {
    const fate = outSickFate({ status: i.status, userID: i.nurse?.id ?? null, herOffer: null }, nurseID);
    if (fate === 'withdraw') {
      withdrawn++;
      visits += i.waypoints.filter((w) => w.type === 'patient').length;
    } else if (fate === 'under-way') underWay++;
  }
  return { itineraries: withdrawn, visits, underWay };
}

export function MarkOutSick({
  nurse,
  day,
  today,
  itineraries,
  onDone,
}: {
  nurse: { id: string; name: string };
  day: string;
  today: string;
  itineraries: readonly LiveItinerary[];
  onDone: (result: OutSickAnswer) => void;
}) {
  const [asking, setAsking] = useState(false);
  const mark = useFnMutation('markNurseOutSick', {
    onSuccess: (result) => {
      setAsking(false);
      onDone(result);
    },
  });
  const dayLabel = outSickDayLabel(day, today) ?? day;
  const firstName = nurse.name.split(' ')[0] || nurse.name;
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Mark {nurse.name} out sick
      </Button>
      <ConfirmDialog
        open={asking}
        title={outSickQuestion(nurse.name, dayLabel)}
        confirmLabel="Mark out sick"
        cancelLabel="Cancel"
        variant="danger"
        busy={mark.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => mark.mutate({ userID: nurse.id, day })}
      >
        <p>{outSickConfirmText(firstName, dayLabel, outSickCounts(itineraries, nurse.id))}</p>
        {mark.error ? <Alert tone="danger">{mark.error.message}</Alert> : null}
      </ConfirmDialog>
    </>
  );
}

/** "Out sick: Devi Das" above the day's itineraries, when anyone is. */
export function NursesOut({ day }: { day: string }) {
  const out = useFn('listNursesOut', { day });
  const nurses = out.data?.nurses ?? [];
  if (nurses.length === 0) return null;
  return (
    <Alert tone="warning" title="Out sick">
      {nurses.map((n) => n.name).join(', ')}
    </Alert>
  );
}

/** What marking her out did, itinerary by itinerary, in words. */
export function OutSickResult({ result }: { result: OutSickAnswer }) {
  return (
    <Alert tone="info" title={`${result.nurseName} is out sick on ${result.dayLabel}`}>
      {result.outcomes.length > 0 ? (
        <ul>
          {result.outcomes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>She held no itinerary to withdraw.</p>
      )}
      {result.underWay > 0 ? <p>Her itinerary under way stays hers: call her about it.</p> : null}
    </Alert>
  );
}
