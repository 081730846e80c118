/** One line of `npm run bench`'s table, and the pieces every part uses to make and print them. */

export interface Row {
  measure: string;
  value: string;
  target: string;
  result: string;
}

/** A measure's name and target, before it has a value. */
export type Measure = Pick<Row, 'measure' | 'target'>;

/** The rows of measures that could not be taken, with why (no PostgreSQL, no Chromium). */
export const notMeasured = (measures: Measure[], value = 'not measured'): Row[] =>
  measures.map((m) => ({ ...m, value, result: 'n/a' }));

/** A measure that threw still gets its rows (failed), and the ones after it still run. */
export async function orFailed(measures: Measure[], measure: () => Promise<Row[]>): Promise<Row[]> {
  try {
    return await measure();
  } catch (error) {
    console.log(`  failed: ${error instanceof Error ? error.message : String(error)}`);
    return measures.map((m) => ({ ...m, value: 'error', result: 'FAIL' }));
  }
}

/** The table at the end of the run. */
export function printRows(rows: Row[]): void {
  const widths = [42, 22, 10, 6];
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(`\n${line(['measure', 'value', 'target', 'result'])}`);
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line([row.measure, row.value, row.target, row.result]));
}
