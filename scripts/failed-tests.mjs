/**
 * The tests that failed, read back from the JSON reports vitest and Playwright write beside their
 * own output. `npm test` prints them under its summary: CI keeps only the end of a long run, and
 * "89 passed" alone does not say which test failed.
 */
import fs from 'node:fs';

const MAX = 15;

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function firstLine(message) {
  // Strip terminal colours; the first line names the assertion or the timeout.
  const text = String(message ?? '').replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
  return (
    text
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 300) ?? ''
  );
}

/** Vitest's json reporter: testResults[].assertionResults[] with status and failureMessages. */
export function vitestFailures(file) {
  const report = readJson(file);
  if (!report) return [];
  const failed = [];
  for (const suite of report.testResults ?? []) {
    const where = suite.name?.replace(`${process.cwd()}/`, '') ?? '';
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'failed') failed.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (suite.status === 'failed' && !(suite.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failed.push(`${where}: ${firstLine(suite.message)}`);
    }
  }
  return failed;
}

/** Playwright's json reporter: nested suites of specs, each test with results[]; plus top-level errors. */
export function playwrightFailures(file) {
  const report = readJson(file);
  if (!report) return [];
  const failed = (report.errors ?? []).map((error) => `outside any test: ${firstLine(error.message)}`);
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'skipped' || test.status === 'flaky') continue;
        const result = test.results?.at(-1);
        const title = [...titles, spec.title].filter(Boolean).join(' › ');
        failed.push(
          `[${test.projectName}] ${spec.file}:${spec.line} › ${title} (${result?.status ?? test.status}): ${firstLine(result?.error?.message)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.file === suite.file ? child.title : '']);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return failed;
}

export function printFailures(lines) {
  if (lines.length === 0) return;
  console.log('\nFailed');
  for (const line of lines.slice(0, MAX)) console.log(`  ${line}`);
  if (lines.length > MAX) console.log(`  … and ${lines.length - MAX} more`);
}
