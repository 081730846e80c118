/**
 * `npm run simulate -- --days 7 --regions 3 --seed 42` (ADR 073): a week of the service on its own
 * clock, every invariant of architecture.md 11 checked after every step. Exits 1 on a break, after
 * printing the seed, the simulated instant, the step and the shortest sequence that still breaks.
 * `--seeds 1,2,3` runs several; `--steps` caps a day's steps; `--shrink-seconds` bounds shrinking
 * each break, `--shrink ledger-balances,...` shrinks only those; `--trace` prints every step;
 * `--json` prints one line of figures per seed for the bench (bench/simulation.ts).
 */
import { parseArgs } from 'node:util';
import type { InvariantName } from '@sc/domain/invariants/view';
import { setup } from '../test/global-setup.ts';
import { describeSimulation, simulate, simulationFigures } from './simulate.ts';

const { values } = parseArgs({
  options: {
    days: { type: 'string', default: '7' },
    regions: { type: 'string', default: '3' },
    seed: { type: 'string', default: '42' },
    seeds: { type: 'string' },
    steps: { type: 'string', default: '30' },
    'shrink-seconds': { type: 'string', default: '300' },
    /** Invariants whose breaks to shrink, comma-separated (all by default). */
    shrink: { type: 'string' },
    quiet: { type: 'boolean', default: false },
    trace: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});

// On PostgreSQL the worlds start from a template database, dropped at the end as a test run's are.
const dropTemplates = setup();
const seeds = (values.seeds ?? values.seed).split(',').map(Number);
let broken = 0;
for (const seed of seeds) {
  const result = await simulate({
    seed,
    days: Number(values.days),
    regions: Number(values.regions),
    stepsPerDay: Number(values.steps),
    shrinkMs: Number(values['shrink-seconds']) * 1000,
    ...(values.shrink ? { shrinkOnly: values.shrink.split(',') as InvariantName[] } : {}),
    ...(values.quiet ? {} : { onRun: (line: string) => console.log(`seed ${seed} ${line}`) }),
    ...(values.trace ? { onStep: (line: string) => console.log(`  ${line}`) } : {}),
  });
  console.log(describeSimulation(result));
  if (values.json) console.log(JSON.stringify(simulationFigures(result)));
  if (result.broke.length > 0) broken += 1;
  else
    console.log(
      `  ${result.steps} steps in ${(result.ms / 1000).toFixed(1)} s: ${(result.steps / (result.ms / 1000)).toFixed(1)} steps/s`,
    );
}
await dropTemplates();
process.exit(broken > 0 ? 1 : 0);
