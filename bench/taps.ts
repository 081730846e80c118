/**
 * The nurse's taps for Pia's visit (issue 27), part `taps` of `npm run bench`: the field-day
 * journey on a Pixel 7 (e2e/field-day.phone.spec.ts) counts every tap from her drive to the next
 * stop, scans not counted (the camera reads them), and records the count as an annotation; this
 * part runs that journey with Playwright's JSON report and reads the count back. Target: <= 30.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { root } from '../scripts/lib.mjs';
import type { Measure, Row } from './rows.ts';

export const TAPS_TARGET = 30;
export const TAPS_MEASURES: Measure[] = [
  { measure: "taps for Pia's visit (scans not counted)", target: `<= ${TAPS_TARGET}` },
];

interface Annotation {
  type: string;
  description?: string;
}
interface Report {
  suites: Suite[];
}
interface Suite {
  suites?: Suite[];
  specs?: {
    title: string;
    tests: { annotations?: Annotation[]; results: { status: string; annotations?: Annotation[] }[] }[];
  }[];
}

/** The description of the first annotation of `type` in the report, and its test's status. */
function annotation(report: Report, type: string): { description: string; status: string } | undefined {
  const suites = [...report.suites];
  for (let suite = suites.shift(); suite; suite = suites.shift()) {
    suites.push(...(suite.suites ?? []));
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) {
          // Where Playwright keeps annotations added while a test runs differs between versions.
          const found = [...(result.annotations ?? []), ...(test.annotations ?? [])].find((a) => a.type === type);
          if (found) return { description: found.description ?? '', status: result.status };
        }
  }
  return undefined;
}

export async function tapRows(): Promise<Row[]> {
  console.log("Taps for Pia's visit: the field-day journey on a phone (about a minute and a half)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-collect-taps-'));
  const report = path.join(dir, 'report.json');
  try {
    await promisify(execFile)(
      path.join(root, 'node_modules/.bin/playwright'),
      ['test', 'field-day.phone.spec.ts', '--reporter=json', `--output=${path.join(dir, 'results')}`],
      {
        cwd: path.join(root, 'e2e'),
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: unknown) => {
      // A failed journey still reports its count when it got that far; one that did not says why below.
      if (!fs.existsSync(report)) throw error;
    });
    const found = annotation(JSON.parse(fs.readFileSync(report, 'utf8')) as Report, 'taps');
    if (!found) throw new Error('the journey ended before Pia’s visit was walked');
    const taps = Number(/(\d+) taps/.exec(found.description)?.[1]);
    console.log(`  ${found.description.split('\n')[0]} (the journey ${found.status})`);
    const [m] = TAPS_MEASURES;
    return [{ ...m!, value: `${taps}`, result: taps <= TAPS_TARGET && found.status === 'passed' ? 'pass' : 'FAIL' }];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
