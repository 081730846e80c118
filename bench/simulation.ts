/**
 * The simulated week at scale (ADR 073, architecture.md 11): seven days of three regions for twenty
 * seeds (SIM_SEEDS changes the count), every invariant checked after every step, each break shrunk
 * for up to SIM_SHRINK_SECONDS (120). The seeds run in one `npm run simulate` process per CPU, so
 * their servers do not share an event loop. Reported: steps per second of simulated work, the
 * invariant checks made and broken (target: none broken), and the longest shrunk failure, if any.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { SimulationFigures } from '@sc/server/sim/simulate.ts';
import type { Measure, Row } from './rows.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DAYS = 7;
const REGIONS = 3;

export const SIMULATION_MEASURES: Measure[] = [
  { measure: 'simulated weeks (7 days, 3 regions)', target: '' },
  { measure: 'simulated steps per second', target: '' },
  { measure: 'invariant checks made', target: '' },
  { measure: 'invariant breaks', target: '0' },
  { measure: 'longest shrunk failure', target: '' },
];

/** One `npm run simulate` process over these seeds: each seed's figures, from its `--json` lines. */
function simulateSeeds(seeds: number[], shrinkSeconds: number): Promise<SimulationFigures[]> {
  const args = ['--import', 'tsx', 'packages/server/sim/main.ts', '--days', `${DAYS}`, '--regions', `${REGIONS}`];
  args.push('--seeds', seeds.join(','), '--shrink-seconds', `${shrinkSeconds}`, '--quiet', '--json');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      // The human report goes on to the console; the figures are read at the end.
      for (const line of chunk.split('\n')) if (line && !line.startsWith('{"seed"')) console.log(`  ${line}`);
    });
    child.on('error', reject);
    child.on('close', () => {
      const figures = out
        .split('\n')
        .filter((line) => line.startsWith('{"seed"'))
        .map((line) => JSON.parse(line) as SimulationFigures);
      if (figures.length === seeds.length) resolve(figures);
      else reject(new Error(`seeds ${seeds.join(',')}: ${figures.length} of ${seeds.length} reported`));
    });
  });
}

export async function simulationRows(): Promise<Row[]> {
  const count = Number(process.env.SIM_SEEDS ?? 20);
  const shrinkSeconds = Number(process.env.SIM_SHRINK_SECONDS ?? 120);
  const processes = Math.max(1, Math.min(os.cpus().length, count));
  const seeds = Array.from({ length: count }, (_, i) => i + 1);
  console.log(`Simulated weeks: ${count} seeds in ${processes} processes`);
  const started = performance.now();
  const all = (
    await Promise.all(
      Array.from({ length: processes }, (_, p) =>
        simulateSeeds(
          seeds.filter((_, i) => i % processes === p),
          shrinkSeconds,
        ),
      ),
    )
  ).flat();
  const steps = all.reduce((n, f) => n + f.steps, 0);
  const ms = all.reduce((n, f) => n + f.ms, 0);
  const broken = all.flatMap((f) => f.broken.map((invariant) => `seed ${f.seed} ${invariant}`));
  const shortest = all.flatMap((f) => f.shortestSteps.map((s) => ({ ...s, seed: f.seed })));
  const longest = shortest.sort((a, b) => b.steps - a.steps)[0];
  const wall = ((performance.now() - started) / 1000).toFixed(0);
  return [
    { ...SIMULATION_MEASURES[0]!, value: `${all.length} seeds in ${wall} s`, result: '' },
    { ...SIMULATION_MEASURES[1]!, value: `${(steps / (ms / 1000)).toFixed(1)} (${steps} steps)`, result: '' },
    { ...SIMULATION_MEASURES[2]!, value: `${all.reduce((n, f) => n + f.checks, 0)}`, result: '' },
    {
      ...SIMULATION_MEASURES[3]!,
      value: broken.length === 0 ? '0' : `${broken.length}: ${broken.join('; ')}`,
      result: broken.length === 0 ? 'pass' : 'FAIL',
    },
    {
      ...SIMULATION_MEASURES[4]!,
      value: longest ? `${longest.steps} steps (seed ${longest.seed} ${longest.invariant})` : 'none',
      result: '',
    },
  ];
}
