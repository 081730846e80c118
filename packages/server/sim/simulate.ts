/**
 * A seed's week, and for each invariant it breaks the shortest sequence that still breaks it
 * (ADR 073). fast-check draws the week from the seed; the whole week runs once, going on after a
 * break, so one break does not hide the next. Then, for each invariant broken, the week is shrunk,
 * each smaller week run on a fresh server and counted as failing only if it breaks that invariant:
 * cut after the break, runs of steps left out (delta debugging, for big cuts in few runs), then
 * fast-check's own shrinking from what is left. It stops at a time budget per invariant, keeping
 * the shortest week found so far.
 */
import fc from 'fast-check';
import type { InvariantBreak, InvariantName } from '@sc/domain/invariants/view';
import { runWeek, type SimBreak, type SimOptions } from './run.ts';
import { describeStep, stepsOf, weekArbitrary, type Day, type Step } from './steps.ts';

export interface SimulateOptions extends Omit<SimOptions, 'stopAt'> {
  days: number;
  stepsPerDay: number;
  /** Real time given to shrinking each broken invariant; 0 shrinks nothing. */
  shrinkMs: number;
  /** Shrink only these invariants' breaks (all when absent). */
  shrinkOnly?: InvariantName[];
  onRun?: (summary: string) => void;
}

export interface Shortest {
  invariant: InvariantName;
  week: Day[];
  broke: SimBreak;
  runs: number;
}

export interface Simulation {
  seed: number;
  /** What the demo seed breaks before the first step (not counted as the week's breaks). */
  baseline: InvariantBreak[];
  /** The first break of each invariant in the week drawn from the seed. */
  broke: SimBreak[];
  shortest: Shortest[];
  steps: number;
  checks: number;
  ms: number;
}

const stepCount = (week: Day[]) => week.reduce((n, day) => n + day.morning.length + day.afternoon.length, 0);

export async function simulate(options: SimulateOptions): Promise<Simulation> {
  const arbitrary = weekArbitrary(options.days, options.stepsPerDay);
  const [week] = fc.sample(arbitrary, { seed: options.seed, numRuns: 1 });
  const first = await runWeek(week!, options);
  options.onRun?.(
    `${stepCount(week!)} steps in ${(first.ms / 1000).toFixed(1)} s: ` +
      (first.broke.length > 0 ? `breaks ${first.broke.map((b) => b.breaks[0]!.invariant).join(', ')}` : 'holds'),
  );
  const shortest: Shortest[] = [];
  if (options.shrinkMs > 0)
    for (const broken of first.broke) {
      const invariant = broken.breaks[0]!.invariant;
      if (options.shrinkOnly && !options.shrinkOnly.includes(invariant)) continue;
      shortest.push(await shrink(options, arbitrary, invariant, week!, broken));
    }
  return {
    seed: options.seed,
    baseline: first.baseline,
    broke: first.broke,
    shortest,
    steps: first.steps,
    checks: first.checks,
    ms: first.ms,
  };
}

async function shrink(
  options: SimulateOptions,
  arbitrary: fc.Arbitrary<Day[]>,
  invariant: InvariantName,
  week: Day[],
  broke: SimBreak,
): Promise<Shortest> {
  const best: Shortest = { invariant, week, broke, runs: 0 };
  const until = performance.now() + options.shrinkMs;
  const inBudget = () => performance.now() < until;
  /** Runs a smaller week; keeps it when it still breaks the invariant. */
  const tryWeek = async (candidate: Day[]): Promise<boolean> => {
    best.runs += 1;
    const result = await runWeek(candidate, { ...options, stopAt: invariant });
    const found = result.broke.find((b) => b.breaks[0]!.invariant === invariant);
    options.onRun?.(`shrinking ${invariant}: ${stepCount(candidate)} steps ${found ? 'still break it' : 'hold'}`);
    if (found && stepCount(candidate) <= stepCount(best.week)) Object.assign(best, { week: candidate, broke: found });
    return found !== undefined;
  };
  // 1. Nothing after the break can have caused it.
  const cut = truncateAt(week, broke);
  if (stepCount(cut) < stepCount(week)) await tryWeek(cut);
  // 2. Whole runs of steps left out, halving the run's length (delta debugging): cheap big cuts.
  for (let size = Math.ceil(stepCount(best.week) / 2); size >= 1 && inBudget(); size = Math.floor(size / 2))
    for (let from = 0; from < stepCount(best.week) && inBudget();) {
      if (!(await tryWeek(withoutSteps(best.week, from, size)))) from += size;
    }
  // 3. fast-check shrinks what is left: simpler steps, fewer of them. Past the budget every smaller
  // week "passes", so it stops at once.
  let first = true;
  const property = fc.asyncProperty(arbitrary, async (candidate) => {
    if (first) {
      first = false;
      return false; // the example below, known to break
    }
    if (!inBudget()) return true;
    return !(await tryWeek(candidate));
  });
  if (inBudget()) await fc.check(property, { examples: [[best.week]], numRuns: 1, seed: options.seed });
  return best;
}

/** The week up to the step that broke (its day's later steps and later days left out). */
function truncateAt(week: Day[], broke: SimBreak): Day[] {
  const days = week.slice(0, broke.day).map((day) => ({ ...day }));
  const last = days[broke.day - 1];
  const position = /^(morning|afternoon) step (\d+)$/.exec(broke.when);
  if (!last || broke.when === 'the end of the week') return week;
  if (broke.when === 'the noon build') last.afternoon = [];
  else if (position?.[1] === 'morning') [last.morning, last.afternoon] = [last.morning.slice(0, +position[2]!), []];
  else if (position) last.afternoon = last.afternoon.slice(0, +position[2]!);
  return days;
}

/** The week without `size` steps from the `from`th, counting through every day's morning and afternoon. */
function withoutSteps(week: Day[], from: number, size: number): Day[] {
  let k = 0;
  const keep = (steps: Step[]) =>
    steps.filter(() => {
      const i = k++;
      return i < from || i >= from + size;
    });
  return week.map((day) => {
    const morning = keep(day.morning);
    return { morning, afternoon: keep(day.afternoon) };
  });
}

/** The report: seed, each break's simulated instant and step, and its shortest sequence. */
export function describeSimulation(s: Simulation): string {
  const lines = s.baseline.map((b) => `  (the demo seed already breaks ${b.invariant}: ${b.message})`);
  if (s.broke.length === 0) return [`seed ${s.seed}: every invariant held over ${s.steps} steps`, ...lines].join('\n');
  lines.unshift(`seed ${s.seed}: BROKEN (${s.broke.map((b) => b.breaks[0]!.invariant).join(', ')})`);
  for (const b of s.broke) {
    lines.push(`- ${b.breaks[0]!.invariant}: day ${b.day}, ${b.when} "${b.step}", at ${b.at}`);
    lines.push(...b.breaks.map((x) => `    ${x.message}`));
    const short = s.shortest.find((x) => x.invariant === b.breaks[0]!.invariant);
    if (!short) continue;
    lines.push(`  shortest sequence that still breaks it (${stepCount(short.week)} steps, ${short.runs} runs):`);
    for (const [d, day] of short.week.entries()) {
      for (const [i, { label, step }] of stepsOf(day).entries()) {
        if (i === day.morning.length) lines.push(`    day ${d + 1} noon: operations build every region’s tomorrow`);
        lines.push(`    day ${d + 1} ${label}: ${describeStep(step)}`);
      }
      if (day.afternoon.length === 0) lines.push(`    day ${d + 1} noon: operations build every region’s tomorrow`);
    }
    lines.push(
      `    -> day ${short.broke.day}, ${short.broke.when}, at ${short.broke.at}: ${short.broke.breaks[0]!.message}`,
    );
  }
  return lines.join('\n');
}

/** One seed's figures as the bench reads them (`--json`). */
export function simulationFigures(s: Simulation) {
  return {
    seed: s.seed,
    steps: s.steps,
    checks: s.checks,
    ms: Math.round(s.ms),
    broken: s.broke.map((b) => b.breaks[0]!.invariant),
    shortestSteps: s.shortest.map((x) => ({ invariant: x.invariant, steps: stepCount(x.week) })),
  };
}
export type SimulationFigures = ReturnType<typeof simulationFigures>;
