/**
 * The reads the server answered inside the page (ADR 015), put into the query cache before the
 * first render, so the shell and an itinerary step render at once instead of after a round trip.
 * Anything missing or malformed is skipped: the screens then ask for it themselves.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { FnInput, FnName } from '@sc/domain/contract/index';
import { PAGE_DATA_ELEMENT_ID } from '@sc/domain/contract/page-data';
import { fnKey } from './query.ts';

interface PageDataAnswer {
  name: FnName;
  input: FnInput<FnName>;
  output: unknown;
}

const isAnswer = (value: unknown): value is PageDataAnswer =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { name?: unknown }).name === 'string' &&
  typeof (value as { input?: unknown }).input === 'object' &&
  'output' in value;

export function seedPageData(queryClient: QueryClient, doc: Document = document): number {
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element) return 0;
  // Read once: answers from the page's load must not come back on a later mount.
  element.remove();
  let answers: unknown;
  try {
    answers = JSON.parse(element.textContent ?? '');
  } catch {
    return 0;
  }
  if (!Array.isArray(answers)) return 0;
  const valid = answers.filter(isAnswer);
  for (const { name, input, output } of valid) queryClient.setQueryData(fnKey(name, input), output);
  return valid.length;
}
