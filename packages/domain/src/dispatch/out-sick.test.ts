import { describe, expect, test } from 'vitest';
import {
  outSickConfirmText,
  outSickDayLabel,
  outSickFate,
  outSickQuestion,
  reofferOutcomeText,
  reofferRefusal,
  reofferTo,
  visitLine,
  type HerItinerary,
  type OutSickFate,
  type ReofferCandidate,
  type ReofferOutcome,
} from './out-sick.ts';

const H = 3600;

describe('outSickFate: which of her itineraries marking her out withdraws (ADR 085)', () => {
  test.each<[string, HerItinerary, OutSickFate]>([
    ['accepted by her, not begun: withdrawn', { status: 'accepted', userID: 'devi', herOffer: 'accepted' }, 'withdraw'],
    [
      'assigned to her by operations (no offer row): withdrawn',
      { status: 'accepted', userID: 'devi', herOffer: null },
      'withdraw',
    ],
    ['under way with her: stays hers', { status: 'in_progress', userID: 'devi', herOffer: 'accepted' }, 'under-way'],
    ['offered to her, unanswered: her offer withdrawn', { status: 'open', userID: null, herOffer: 'offered' }, 'withdraw-offer'],
    ['offered to her, she declined: nothing to do', { status: 'open', userID: null, herOffer: 'declined' }, 'none'],
    ['another nurse holds it', { status: 'accepted', userID: 'nora', herOffer: 'withdrawn' }, 'none'],
    ['another nurse started it', { status: 'in_progress', userID: 'nora', herOffer: null }, 'none'],
    ['hers and done: nothing to do', { status: 'done', userID: 'devi', herOffer: 'accepted' }, 'none'],
    ['hers and canceled: nothing to do', { status: 'canceled', userID: 'devi', herOffer: 'accepted' }, 'none'],
  ])('%s', (_, itinerary, fate) => expect(outSickFate(itinerary, 'devi')).toBe(fate));
});

test('outSickQuestion names her and the day', () =>
  expect(outSickQuestion('Devi Das', 'Thu, Dec 3')).toBe('Mark Devi Das out sick on Thu, Dec 3?'));

describe('outSickConfirmText: what the confirm dialog asks (ADR 085)', () => {
  test.each<[string, Parameters<typeof outSickConfirmText>, string]>([
    [
      'two itineraries, seven visits',
      ['Devi', 'Thu, Dec 3', { itineraries: 2, visits: 7, underWay: 0 }],
      'Devi’s 2 itineraries on Thu, Dec 3 will be withdrawn and their 7 visits offered to other nurses. Offers still waiting for her answer are withdrawn, and nothing is offered to her that day.',
    ],
    [
      'one itinerary, one visit',
      ['Devi', 'Thu, Dec 3', { itineraries: 1, visits: 1, underWay: 0 }],
      'Devi’s 1 itinerary on Thu, Dec 3 will be withdrawn and its 1 visit offered to other nurses. Offers still waiting for her answer are withdrawn, and nothing is offered to her that day.',
    ],
    [
      'a name ending in s',
      ['Lois', 'Thu, Dec 3', { itineraries: 1, visits: 3, underWay: 0 }],
      'Lois’ 1 itinerary on Thu, Dec 3 will be withdrawn and its 3 visits offered to other nurses. Offers still waiting for her answer are withdrawn, and nothing is offered to her that day.',
    ],
    [
      'nothing to withdraw',
      ['Devi', 'Thu, Dec 3', { itineraries: 0, visits: 0, underWay: 0 }],
      'Devi holds no itinerary on Thu, Dec 3 that can be withdrawn. Offers still waiting for her answer are withdrawn, and nothing is offered to her that day.',
    ],
    [
      'one under way stays hers',
      ['Devi', 'Thu, Dec 3', { itineraries: 1, visits: 2, underWay: 1 }],
      'Devi’s 1 itinerary on Thu, Dec 3 will be withdrawn and its 2 visits offered to other nurses. 1 itinerary already under way stays hers: call her about it. Offers still waiting for her answer are withdrawn, and nothing is offered to her that day.',
    ],
    [
      'two under way, nothing else',
      ['Devi', 'Thu, Dec 3', { itineraries: 0, visits: 0, underWay: 2 }],
      'Devi holds no itinerary on Thu, Dec 3 that can be withdrawn. 2 itineraries already under way stay hers: call her about them. Offers still waiting for her answer are withdrawn, and nothing is offered to her that day.',
    ],
  ])('%s', (_, args, text) => expect(outSickConfirmText(...args)).toBe(text));
});

const nurse = (over: Partial<ReofferCandidate>): ReofferCandidate => ({
  id: 'nora',
  name: 'Nora Nightingale',
  fits: true,
  hours: { start: 8 * H, end: 17 * H },
  busy: [],
  declined: false,
  ...over,
});
const morning = { start: 9 * H, end: 12 * H };

describe('reofferRefusal: who may take a withdrawn itinerary (ADR 049 re-offer rule + hours + ADR 070)', () => {
  test.each<[string, Partial<ReofferCandidate>, string | null]>([
    ['free all day and suited', {}, null],
    ['hours exactly the itinerary', { hours: morning }, null],
    ['busy before, touching its start only', { busy: [{ start: 8 * H, end: 9 * H }] }, null],
    ['not in the region or missing a task', { fits: false }, 'does not work the region or perform its tests'],
    ['declined it before', { declined: true }, 'declined it'],
    ['a day off', { hours: null }, 'is not available that day'],
    ['starts after it begins', { hours: { start: 10 * H, end: 17 * H } }, 'is not working those hours'],
    ['stops before it ends', { hours: { start: 8 * H, end: 11 * H } }, 'is not working those hours'],
    ['holds work meeting it', { busy: [{ start: 11 * H, end: 13 * H }] }, 'is booked at those hours'],
  ])('%s', (_, over, refusal) => expect(reofferRefusal(nurse(over), morning)).toBe(refusal));

  test('reofferTo keeps those who can, in order', () => {
    const all = [nurse({ id: 'a' }), nurse({ id: 'b', declined: true }), nurse({ id: 'c' })];
    expect(reofferTo(all, morning).map((c) => c.id)).toEqual(['a', 'c']);
  });
});

describe('reofferOutcomeText: what operations read after marking her out', () => {
  test.each<[string, ReofferOutcome, string]>([
    ['offered to one', { kind: 'offered', names: ['Nora Nightingale'] }, 'The 8:00 AM itinerary (3 visits) is offered to Nora Nightingale.'],
    [
      'offered to three',
      { kind: 'offered', names: ['Ana', 'Bea', 'Cy'] },
      'The 8:00 AM itinerary (3 visits) is offered to Ana, Bea and Cy.',
    ],
    [
      'nobody suited',
      { kind: 'waiting', reason: 'no-one' },
      'The 8:00 AM itinerary (3 visits) waits for a nurse: nobody else who works the region is free and suited at those hours.',
    ],
    [
      'begun',
      { kind: 'waiting', reason: 'begun' },
      'The 8:00 AM itinerary (3 visits) waits for a nurse: it has begun, so assign one directly.',
    ],
    [
      'not from dispatch',
      { kind: 'waiting', reason: 'not-dispatched' },
      'The 8:00 AM itinerary (3 visits) waits for a nurse: it was not planned on the dispatch board, so assign one directly.',
    ],
  ])('%s', (_, outcome, text) => expect(reofferOutcomeText(outcome, '8:00 AM', 3)).toBe(text));
});

describe('visitLine: the office reads its visit’s time and nurse, never why one changed', () => {
  test.each<[string | null, string]>([
    ['Nora Nightingale', 'Thu, Dec 3, 2:30 PM with Nora Nightingale'],
    [null, 'Thu, Dec 3, 2:30 PM, waiting for a nurse'],
  ])('%s', (name, line) => expect(visitLine('Thu, Dec 3, 2:30 PM', name)).toBe(line));
});

describe('outSickDayLabel: the day in words', () => {
  test.each<[string, string, string | null]>([
    ['2026-12-03', '2026-11-29', 'Thu, Dec 3'],
    ['2027-01-04', '2026-11-29', 'Mon, Jan 4, 2027'],
    ['2026-02-31', '2026-11-29', null],
    ['2026-13-01', '2026-11-29', null],
  ])('%s', (day, today, label) => expect(outSickDayLabel(day, today)).toBe(label));
});
