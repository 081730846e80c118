import { describe, expect, test } from 'vitest';
import { jobBreaks, offerBreaks } from './offers-and-jobs-end.ts';
import type { OfferFacts } from './view.ts';

const NOW = 1_000_000;
const offer = (over: Partial<OfferFacts> = {}): OfferFacts => ({
  itineraryId: 'i',
  userId: 'devi',
  status: 'offered',
  itineraryStatus: 'open',
  itineraryHolder: null,
  startMs: NOW + 1,
  shownToNurse: true,
  ...over,
});

describe('invariant 5: every offer ends (architecture.md 11)', () => {
  test.each([
    ['open, shown, not begun', offer(), false, 0],
    ['shown though another nurse took it', offer({ itineraryStatus: 'accepted', itineraryHolder: 'eva' }), false, 1],
    ['shown though it was canceled', offer({ itineraryStatus: 'canceled' }), false, 1],
    ['shown though it has begun', offer({ startMs: NOW }), false, 1],
    ['hers now: accepted', offer({ status: 'accepted', itineraryHolder: 'devi', shownToNurse: false }), false, 0],
    [
      'offered in the rows, not shown, taken by another: while the week runs',
      offer({ itineraryHolder: 'eva', shownToNurse: false }),
      false,
      0,
    ],
    [
      'offered in the rows, not shown, taken by another: at the end',
      offer({ itineraryHolder: 'eva', shownToNurse: false }),
      true,
      1,
    ],
    [
      'withdrawn when another took it',
      offer({ status: 'withdrawn', itineraryHolder: 'eva', shownToNurse: null }),
      true,
      0,
    ],
    ['expired when it began', offer({ status: 'no-response', startMs: NOW, shownToNurse: null }), true, 0],
    ['declined, then it began', offer({ status: 'declined', startMs: NOW, shownToNurse: null }), true, 0],
    [
      'hers, and it began',
      offer({ status: 'accepted', itineraryHolder: 'devi', startMs: NOW, shownToNurse: null }),
      true,
      0,
    ],
    ['still offered at the end, not asked, begun', offer({ shownToNurse: null, startMs: NOW }), true, 1],
    ['still offered while the week runs, not asked, begun', offer({ shownToNurse: null, startMs: NOW }), false, 0],
  ])('%s', (_name, o, final, breaks) => {
    expect(offerBreaks([o], NOW, final)).toHaveLength(breaks);
  });
});

describe('invariant 5: every job ends done or dead (architecture.md 11)', () => {
  const job = (status: string) => ({ id: '1', kind: 'payout.send', status, held: false });
  test.each([
    ['succeeded', job('succeeded'), true, 0],
    ['dead', job('dead'), true, 0],
    ['queued at the end', job('queued'), true, 1],
    ['running at the end', job('running'), true, 1],
    ['running while the week runs', job('running'), false, 0],
  ])('%s', (_name, j, final, breaks) => {
    expect(jobBreaks([j], final)).toHaveLength(breaks);
  });
});
