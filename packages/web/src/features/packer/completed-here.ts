/**
 * What this device completed (requirements.md 7: the lists "exclude the ones completed locally"): the
 * search index answers with what it knows, and a transfer packed a second ago must not reappear
 * while it catches up. Kept in localStorage, the last 100 of each list.
 */
import { usePersistedState } from '../../lib/persisted-state.ts';

const parseIds = (stored: unknown): string[] =>
  Array.isArray(stored) ? stored.filter((x): x is string => typeof x === 'string').slice(-100) : [];

export type CompletedList = 'pick-and-pack' | 'shipping';

export function useCompletedHere(list: CompletedList) {
  const [ids, setIds] = usePersistedState<string[]>(`packer.completed.${list}`, [], { parse: parseIds });
  const add = (id: string) => setIds((previous) => [...previous.filter((x) => x !== id), id].slice(-100));
  return { ids, add };
}
