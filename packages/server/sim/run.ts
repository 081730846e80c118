/**
 * Runs a simulated week (ADR 073): each day from 06:00 the morning's steps, at noon operations
 * build and publish every region's tomorrow, then the afternoon's steps, the jobs they cause
 * waited for, and every invariant of architecture.md 11 checked after every step; at the end of the
 * week the provider answers whatever it still holds and the final invariants are asked.
 */
import { checkInvariants } from '@sc/domain/invariants/check';
import { invariantNames, type InvariantBreak, type InvariantName } from '@sc/domain/invariants/view';
import { addPatient, cancelOrder, order } from './actors/office.ts';
import { answerOffer, answerPhones, callInSick, withdraw } from './actors/nurse.ts';
import { buildDay, decidePayout } from './actors/operations.ts';
import { reassign, replanDay } from './actors/operations-day.ts';
import { healFaults, postgresAway, providerFault, restartServer, smtpDown } from './faults.ts';
import { reconcileDay } from './reconcile.ts';
import { closeLabEarly, syncEveryPhone, syncPhone, walkField } from './actors/field.ts';
import { activateKit, orderKit, pack, packerRound, ship } from './actors/packer.ts';
import { observe } from './observe.ts';
import { runScheduledJob } from './scheduled-jobs.ts';
import { describeStep, stepsOf, type Day, type Step } from './steps.ts';
import { pick, settleJobs, SIM_START, startWorld, type World } from './world.ts';

const DAY_MS = 86_400_000;
/** The last instant of a simulated day a step may move the clock to (22:00). */
const DAY_LENGTH_MS = 16 * 3_600_000;
/** When operations build tomorrow: noon, six hours after the day starts at 06:00. */
const NOON_MS = 6 * 3_600_000;

export interface SimOptions {
  seed: number;
  regions: number;
  /** Ends the week at the first break of this invariant (shrinking looks for nothing else). */
  stopAt?: InvariantName;
  /** Called after each step with what it did (the CLI's --trace). */
  onStep?: (line: string) => void;
  /** On PGlite even where DATABASE_URL names a PostgreSQL server. */
  pglite?: boolean;
}

export interface SimBreak {
  day: number;
  /** Where in the day: "morning step 3", "the noon build", "the end of the week". */
  when: string;
  step: string;
  at: string;
  breaks: InvariantBreak[];
}

export interface SimResult {
  /** What the demo seed itself breaks before any step: reported once, then not counted again. */
  baseline: InvariantBreak[];
  /** The first break of each invariant, in the order they happened: a week goes on after a break. */
  broke: SimBreak[];
  steps: number;
  /** Invariant functions asked, over every check of the week (each check asks them all). */
  checks: number;
  ms: number;
}

async function perform(world: World, step: Step, dayStart: number): Promise<void> {
  switch (step.kind) {
    case 'advance': {
      const to = Math.min(world.clock.now().getTime() + step.minutes * 60_000, dayStart + DAY_LENGTH_MS);
      world.clock.set(new Date(to));
      return;
    }
    case 'add-patient':
      return addPatient(world, step);
    case 'order':
      return order(world, step);
    case 'cancel-order':
      return cancelOrder(world, step);
    case 'build-day':
      return buildDay(world, step);
    case 'answer-offer':
      return answerOffer(world, step);
    case 'call-in-sick':
      return callInSick(world, step);
    case 'phones':
      return answerPhones(world, step);
    case 'withdraw':
      return withdraw(world, step);
    case 'provider-slow':
      world.provider.slow = step.slow;
      return;
    case 'provider-answers': {
      const held = pick(world.provider.held, step.call);
      if (!held) return;
      world.provider.held.splice(world.provider.held.indexOf(held), 1);
      held.answer(step.outcome);
      return;
    }
    case 'payout-decision':
      return decidePayout(world, step);
    case 'replan-day':
      return replanDay(world, step);
    case 'reassign':
      return reassign(world, step);
    case 'server-restart':
      return restartServer(world);
    case 'provider-fault':
      return providerFault(world, step);
    case 'smtp-down':
      return smtpDown(world, step);
    case 'postgres-away':
      return postgresAway(world, step);
    case 'field-walk':
      return walkField(world, step, dayStart);
    case 'phone-sync':
      return syncPhone(world, step);
    case 'lab-closes-early':
      return closeLabEarly(world, step);
    case 'pack':
      return pack(world, step);
    case 'ship':
      return ship(world, step);
    case 'order-kit':
      return orderKit(world, step);
    case 'activate-kit':
      return activateKit(world, step);
  }
}

export async function runWeek(week: Day[], options: SimOptions): Promise<SimResult> {
  const started = performance.now();
  const world = await startWorld(options.seed, options.regions, { pglite: options.pglite ?? false });
  options.onStep?.(`server started in ${Math.round(performance.now() - started)} ms`);
  const result: SimResult = { baseline: [], broke: [], steps: 0, checks: 0, ms: 0 };
  // A break already seen (the same invariant, the same words) is not a new one.
  const seen = new Set<string>();
  /** Checks every invariant; answers true when the week should end here. */
  const check = async (day: number, when: string, step: string, final = false): Promise<boolean> => {
    const observed = performance.now();
    const view = await observe(world);
    result.checks += invariantNames.length;
    options.onStep?.(`  observed in ${Math.round(performance.now() - observed)} ms`);
    const breaks = checkInvariants(view, { final }).filter((b) => !seen.has(`${b.invariant} ${b.message}`));
    for (const b of breaks) seen.add(`${b.invariant} ${b.message}`);
    const at = world.clock.now().toISOString();
    for (const invariant of new Set(breaks.map((b) => b.invariant)))
      if (!result.broke.some((x) => x.breaks[0]!.invariant === invariant))
        result.broke.push({ day, when, step, at, breaks: breaks.filter((b) => b.invariant === invariant) });
    return options.stopAt !== undefined && breaks.some((b) => b.invariant === options.stopAt);
  };
  /** At noon (or the day's end, if later) operations build and publish every region's tomorrow (ADR 049). */
  const noonBuild = async (d: number): Promise<boolean> => {
    const noon = new Date(SIM_START).getTime() + d * DAY_MS + NOON_MS;
    if (world.clock.now().getTime() < noon) world.clock.set(new Date(noon));
    const started = performance.now();
    for (const region of world.regions.keys()) await buildDay(world, { kind: 'build-day', region, daysAhead: 1 });
    await settleJobs(world);
    options.onStep?.(`day ${d + 1} noon build ${Math.round(performance.now() - started)} ms`);
    return check(d + 1, 'the noon build', 'operations build and publish every region’s tomorrow');
  };
  try {
    result.baseline = checkInvariants(await observe(world));
    for (const b of result.baseline) seen.add(`${b.invariant} ${b.message}`);
    week: for (const [d, day] of week.entries()) {
      const dayStart = new Date(SIM_START).getTime() + d * DAY_MS;
      world.clock.set(new Date(dayStart));
      // The morning's offers sweep (ADR 074): yesterday's unanswered offers for work begun have expired.
      await runScheduledJob(world, 'offers.end');
      const steps = stepsOf(day);
      for (const [i, { label, step }] of steps.entries()) {
        if (i === day.morning.length && (await noonBuild(d))) break week;
        const stepStarted = performance.now();
        await perform(world, step, dayStart);
        result.steps += 1;
        await settleJobs(world);
        options.onStep?.(
          `day ${d + 1} ${label} ${world.clock.now().toISOString()} ${describeStep(step)}: ` +
            `${world.answers.map((a) => `${a.name} ${a.status}${a.message ? ` (${a.message})` : ''}`).join(', ')} ` +
            `[${Math.round(performance.now() - stepStarted)} ms]`,
        );
        if (await check(d + 1, label, describeStep(step))) break week;
      }
      if (day.afternoon.length === 0 && (await noonBuild(d))) break week;
      // At the day's end every phone still offline is back on signal and sends what it kept.
      await syncEveryPhone(world);
      if (await check(d + 1, 'the phones’ evening sync', 'every phone still offline syncs')) break week;
      // At the day's end the payout reconciliation runs (ADR 072).
      await reconcileDay(world);
      if (await check(d + 1, 'the day’s reconciliation', 'the payout reconciliation runs (ADR 072)')) break week;
      // At the day's end the packer packs what waits and the carrier takes every box ready.
      const packing = performance.now();
      await packerRound(world);
      await settleJobs(world);
      options.onStep?.(`day ${d + 1} packer’s round ${Math.round(performance.now() - packing)} ms`);
      if (await check(d + 1, 'the packer’s round', 'the packer packs what waits; the carrier takes every box'))
        break week;
    }
    if (options.stopAt === undefined || !result.broke.some((b) => b.breaks[0]!.invariant === options.stopAt)) {
      // The end of the week: the provider answers every call it still holds, and every job ends.
      world.provider.slow = false;
      for (const held of world.provider.held.splice(0)) held.answer('settled');
      await healFaults(world);
      await settleJobs(world);
      world.clock.set(new Date(new Date(SIM_START).getTime() + week.length * DAY_MS));
      await runScheduledJob(world, 'offers.end');
      await check(week.length, 'the end of the week', 'every held call answered, every job run', true);
    }
    result.ms = performance.now() - started;
    return result;
  } finally {
    world.provider.slow = false;
    for (const held of world.provider.held.splice(0)) held.answer('error');
    await world.t.close().catch(() => undefined);
  }
}
