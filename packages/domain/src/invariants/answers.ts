/**
 * Invariant 7 and the repeated writes (architecture.md 11): no answer is a 5xx, and the same write
 * sent twice with one Idempotency-Key, one after the other or raced, gets the same answer and
 * writes once (ADR 013: a phone's outbox resends whatever it is not sure arrived).
 */
import type { AnswerFacts, InvariantBreak, RepeatFacts } from './view.ts';

/** A 503 while the database is away is the answer ADR 018 asks for: try again in a moment. */
export function serverErrorBreaks(answers: readonly AnswerFacts[]): InvariantBreak[] {
  return answers
    .filter((a) => a.status >= 500 && !(a.status === 503 && a.duringOutage === true))
    .map((a) => ({
      invariant: 'no-5xx' as const,
      message: `${a.name} answered ${a.status}${a.message ? `: ${a.message}` : ''}`,
    }));
}

export function repeatBreaks(repeats: readonly RepeatFacts[]): InvariantBreak[] {
  const breaks: InvariantBreak[] = [];
  for (const r of repeats) {
    const how = r.raced ? 'raced' : 'resent';
    if (r.first.status !== r.second.status || JSON.stringify(r.first.body) !== JSON.stringify(r.second.body))
      breaks.push({
        invariant: 'idempotent-writes',
        message: `${r.name} ${how} with one key answered ${r.first.status} then ${r.second.status}`,
      });
    if (r.first.status < 300 && r.rowsMade !== null && r.rowsMade !== 1)
      breaks.push({
        invariant: 'idempotent-writes',
        message: `${r.name} ${how} with one key wrote ${r.rowsMade} times`,
      });
  }
  return breaks;
}
