/**
 * Nurses (requirements.md 2.3, 4; ADR 041): answer the itinerary offers their phone lists, some
 * serving two regions; call in sick; withdraw part of what they may.
 */
import { sql } from 'drizzle-orm';
import { localDateKeyAfter } from '@sc/domain/format/zoned-days';
import { queryRows } from '../../test/harness.ts';
import { sendWrite } from '../send.ts';
import type { Sending, Step } from '../steps.ts';
import { call, pick, type World } from '../world.ts';

type Offer = { kind: 'shift' | 'itinerary'; id: string };

async function openOffers(world: World, cookie: string): Promise<Offer[]> {
  const res = await call(world, 'getShiftsOffered', { limit: 50 }, cookie);
  return res.status === 200 ? (res.body.offers as Offer[]) : [];
}

/** The nurses whose phones list an itinerary offer now, in the simulator's order, with their offers. */
async function nursesWithOffers(world: World): Promise<{ nurse: World['nurses'][number]; offers: Offer[] }[]> {
  const found = [];
  for (const nurse of world.nurses) {
    const offers = (await openOffers(world, nurse.cookie)).filter((o) => o.kind === 'itinerary');
    if (offers.length > 0) found.push({ nurse, offers });
  }
  return found;
}

/** A nurse with offers answers one: the step's numbers pick among those who have something to answer. */
export async function answerOffer(world: World, step: Extract<Step, { kind: 'answer-offer' }>): Promise<void> {
  const chosen = pick(await nursesWithOffers(world), step.nurse);
  if (!chosen) return;
  const { nurse, offers } = chosen;
  const offer = pick(offers, step.offer)!;
  await answer(world, nurse.cookie, offer.id, step.accept, step.send);
}

/** Accepts or declines one itinerary offer, sent as `sending` says. */
function answer(world: World, cookie: string, itineraryID: string, accept: boolean, sending: Sending = 'once') {
  return accept
    ? sendWrite(world, 'acceptItineraryOffer', { itineraryID }, cookie, sending)
    : sendWrite(world, 'declineItineraryOffer', { itineraryID, reason: 'I cannot make it that day.' }, cookie, sending);
}

/**
 * Every nurse looks at her phone and answers each offer listed there, in order: accept or decline
 * by the step's answers, taken in turn.
 */
export async function answerPhones(world: World, step: Extract<Step, { kind: 'phones' }>): Promise<void> {
  let turn = 0;
  for (const { nurse, offers } of await nursesWithOffers(world))
    for (const offer of offers) {
      await answer(world, nurse.cookie, offer.id, step.accepts[turn++ % step.accepts.length]!);
    }
}

/**
 * A nurse calls in sick for tomorrow. Half the time (by the step's nurse number) she tells
 * operations, who mark her out (markNurseOutSick, ADR 085): her day off, and tomorrow's work she
 * holds withdrawn and offered to others. Otherwise she does it herself: a day off in her
 * availability (requirements.md 2.10 work-settings), so tomorrow's build leaves her out, and every
 * itinerary offered to her declined.
 */
export async function callInSick(world: World, step: Extract<Step, { kind: 'call-in-sick' }>): Promise<void> {
  const nurse = pick(world.nurses, step.nurse)!;
  const settings = await call(world, 'getWorkSettings', {}, nurse.cookie);
  if (settings.status !== 200) return;
  const { availability, timeZone } = settings.body.workSettings as {
    availability: { weekly: unknown[]; exceptions: { date: string }[] };
    timeZone: string;
  };
  const { weekly, exceptions } = availability;
  const tomorrow = localDateKeyAfter(world.clock.now(), 1, timeZone);
  if (step.nurse % 2 === 0) {
    await sendWrite(world, 'markNurseOutSick', { userID: nurse.id, day: tomorrow }, world.admin, 'once');
    return;
  }
  await call(
    world,
    'updateAvailability',
    {
      weekly,
      exceptions: [
        ...exceptions.filter((e) => e.date !== tomorrow),
        { date: tomorrow, startMinute: null, endMinute: null },
      ],
    },
    nurse.cookie,
  );
  for (const offer of (await openOffers(world, nurse.cookie)).filter((o) => o.kind === 'itinerary'))
    await call(world, 'declineItineraryOffer', { itineraryID: offer.id, reason: 'I am sick.' }, nurse.cookie);
}

/** A nurse with money to withdraw takes part of it out. */
export async function withdraw(world: World, step: Extract<Step, { kind: 'withdraw' }>): Promise<void> {
  const withBalance = [];
  for (const nurse of world.nurses) {
    const wallet = await call(world, 'getWallet', {}, nurse.cookie);
    const withdrawable = (wallet.body?.withdrawableBalance ?? 0) as number;
    if (withdrawable > 0) withBalance.push({ nurse, withdrawable });
  }
  const chosen = pick(withBalance, step.nurse);
  if (!chosen) return;
  const amountCents = Math.max(1, Math.floor((chosen.withdrawable * step.percent) / 100));
  const count = async () =>
    (await queryRows<{ n: number }>(world.t.db, sql`select count(*)::int as n from withdrawals`))[0]!.n;
  const res = await sendWrite(
    world,
    'withdrawUserAvailableBalance',
    { amountCents },
    chosen.nurse.cookie,
    step.send,
    count,
  );
  if (res.status === 200) world.withdrawals.push(res.body.withdrawalID);
}
