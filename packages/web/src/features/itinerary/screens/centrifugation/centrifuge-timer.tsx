/**
 * A countdown for the spin. Its end time is kept on the phone per processing action, so leaving
 * the step (or a reload) while the centrifuge runs does not lose it.
 */
import { useEffect, useState } from 'react';
import { Alert, Button } from '../../../../components/ui/index.ts';
import { formatCountdown } from './centrifugation-model.ts';

export const SPIN_MINUTES = 10;

export const timerTexts = {
  start: `Start a ${SPIN_MINUTES}-minute timer`,
  reset: 'Reset the timer',
  remaining: 'Time left',
  done: 'Spin time is up. Wait for the rotor to stop before opening the lid.',
} as const;

// eslint-disable-next-line no-restricted-syntax -- a real spin, timed on the phone's own clock (ADR 066).
const phoneNow = () => Date.now();

const keyOf = (processingActionID: string) => `sc:centrifuge-timer:${processingActionID}`;

function readEnd(processingActionID: string): number | null {
  try {
    const value = Number(window.localStorage.getItem(keyOf(processingActionID)));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function writeEnd(processingActionID: string, end: number | null): void {
  try {
    if (end === null) window.localStorage.removeItem(keyOf(processingActionID));
    else window.localStorage.setItem(keyOf(processingActionID), String(end));
  } catch {
    // Storage full or blocked: the timer still runs while the step is open.
  }
}

export function CentrifugeTimer({ processingActionID }: { processingActionID: string }) {
  const [end, setEnd] = useState<number | null>(() => readEnd(processingActionID));
  const [now, setNow] = useState(phoneNow);
  const running = end !== null && now < end;

  useEffect(() => {
    if (end === null) return;
    const id = window.setInterval(() => setNow(phoneNow()), 1000);
    return () => window.clearInterval(id);
  }, [end]);

  function start(next: number | null) {
    writeEnd(processingActionID, next);
    setEnd(next);
    setNow(phoneNow());
  }

  return (
    <div className="centrifuge-timer">
      {end !== null ? (
        <p className="centrifuge-timer__time">
          <span>{timerTexts.remaining}</span>{' '}
          <span role="timer" aria-live="off">
            {formatCountdown(end - now)}
          </span>
        </p>
      ) : null}
      {end !== null && !running ? <Alert tone="success">{timerTexts.done}</Alert> : null}
      {end === null ? (
        <Button variant="secondary" fullWidth onClick={() => start(phoneNow() + SPIN_MINUTES * 60_000)}>
          {timerTexts.start}
        </Button>
      ) : (
        <Button variant="secondary" fullWidth onClick={() => start(null)}>
          {timerTexts.reset}
        </Button>
      )}
    </div>
  );
}
