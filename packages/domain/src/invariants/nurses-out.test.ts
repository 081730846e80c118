import { describe, expect, test } from 'vitest';
import { nurseOutBreaks } from './nurses-out.ts';
import type { NurseOutItineraryFacts } from './view.ts';

const row = (over: Partial<NurseOutItineraryFacts>): NurseOutItineraryFacts => ({
  nurseId: 'devi',
  day: '2026-12-03',
  itineraryId: 'it-1',
  status: 'open',
  holder: null,
  herOffer: 'withdrawn',
  visitsWaiting: 3,
  ...over,
});

describe('a nurse out sick holds nothing that day (ADR 085)', () => {
  test.each<[string, Partial<NurseOutItineraryFacts>, string[]]>([
    ['withdrawn, offered to others or waiting: holds', {}, []],
    ['taken by another nurse: holds', { status: 'accepted', holder: 'ana' }, []],
    ['under way with her (started before she was marked out): holds', { status: 'in_progress', holder: 'devi' }, []],
    ['done by another: holds', { status: 'done', holder: 'ana', visitsWaiting: 0 }, []],
    ['canceled with nothing left to do: holds', { status: 'canceled', visitsWaiting: 0 }, []],
    [
      'still accepted by her',
      { status: 'accepted', holder: 'devi', herOffer: 'accepted' },
      ['nurse devi, out on 2026-12-03, still holds itinerary it-1 that day'],
    ],
    [
      'still offered to her',
      { herOffer: 'offered' },
      ['nurse devi, out on 2026-12-03, is still offered itinerary it-1 that day'],
    ],
    [
      'withdrawn from her and lost',
      { status: 'canceled' },
      ['itinerary it-1, withdrawn from nurse devi, out on 2026-12-03, was canceled with 3 visits still to do'],
    ],
  ])('%s', (_, over, messages) =>
    expect(nurseOutBreaks([row(over)]).map((b) => b.message)).toEqual(messages),
  );
});
