/**
 * A seed's week, and for each invariant it breaks the shortest sequence that still breaks it
 * (ADR 073). fast-check draws the week from the seed; the whole week runs once, going on after a
 * break, so one break does not hide the next. Then, for each invariant broken, fast-check shrinks
 * the week again from the same seed, running each smaller week on a fresh server, a smaller week
 * counting as failing only if it breaks that invariant. Shrinking stops at a time budget per
 * invariant, keeping the shortest week found so far.
 */
import fc from 'fast-check';
import type { InvariantBreak, InvariantName } from '@sc/domain/invariants/view';
import { runWeek, type SimBreak, type SimOptions } from './run.ts';
import { describeStep, stepsOf, weekArbitrary, type Day } from './steps.ts';

export interface SimulateOptions extends Omit<SimOptions, 'stopAt'> {
  days: number;
  stepsPerDay: number;
  /** Real time given to shrinking each broken invariant; 0 shrinks nothing. */
  shrinkMs: number;
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
      shortest.push(await shrink(options, arbitrary, invariant, week!, broken));
    }
  return {
    seed: options.seed,
    baseline: first.baseline,
    broke: first.broke,
    shortest,
    steps: first.steps,
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
  let runs = 0;
  const property = fc.asyncProperty(arbitrary, async (candidate) => {
    // The seed's own week is known to fail; past the budget every smaller week "passes", so
    // fast-check stops shrinking at once.
    if (runs++ === 0 && JSON.stringify(candidate) === JSON.stringify(week)) return false;
    if (performance.now() > until) return true;
    const result = await runWeek(candidate, { ...options, stopAt: invariant });
    const found = result.broke.find((b) => b.breaks[0]!.invariant === invariant);
    options.onRun?.(`shrinking ${invariant}: ${stepCount(candidate)} steps ${found ? 'still break it' : 'hold'}`);
    if (!found) return true;
    if (stepCount(candidate) < stepCount(best.week)) Object.assign(best, { week: candidate, broke: found });
    return false;
  });
  await fc.check(property, { seed: options.seed, numRuns: 1 });
  best.runs = runs;
  return best;
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
