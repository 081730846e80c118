import { describe, expect, test } from 'vitest';
import { checkPlan } from './check-plan.ts';
import { optimise } from './optimise.ts';
import { formatSolomonRoutes, parseSolomon, solomonToInput } from './solomon.ts';
import { smallSolomon } from './solomon.test-data.ts';

describe('Solomon instances', () => {
  test('parses the vehicles, capacity, depot and customers', () => {
    const inst = parseSolomon(smallSolomon);
    expect(inst).toMatchObject({ name: 'C101-25', vehicles: 25, capacity: 200 });
    expect(inst.customers).toHaveLength(26);
    expect(inst.customers[1]).toEqual({ id: 1, x: 45, y: 68, demand: 10, ready: 912, due: 967, service: 90 });
  });

  test.each([
    ['no vehicle line', 'C101\n\nCUSTOMER\n'],
    ['a short customer line', smallSolomon.replace('    1      45         68', '    1      45')],
  ])('refuses a file with %s', (_, text) => {
    expect(() => parseSolomon(text)).toThrow();
  });

  test('travel is Euclidean distance, not rounded', () => {
    const input = solomonToInput(parseSolomon(smallSolomon));
    expect(input.matrix.travel[0 * 26 + 1]).toBeCloseTo(Math.hypot(5, 18), 12);
  });

  test('prints each route as customer numbers in visiting order', () => {
    const input = solomonToInput(parseSolomon(smallSolomon));
    const result = optimise(input, { seed: 1, maxIterations: 200 });
    expect(checkPlan(input, result)).toEqual([]);
    const lines = formatSolomonRoutes(result);
    expect(lines).toHaveLength(result.routes.length);
    expect(lines[0]).toMatch(/^Route 1: \d+( \d+)*$/);
    const numbers = lines.flatMap((l) => l.split(': ')[1]!.split(' ').map(Number));
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });
});
