#!/usr/bin/env node
/**
 * `npm run typecheck`: the five TypeScript projects, checked by tsgo (TypeScript's native compiler,
 * `@typescript/native-preview`, pinned in package.json) all at once. On a 2-core machine this took
 * the check from about 115 s (`tsc -p` five times in a row) to about 20 s.
 *
 * Each tsgo runs with --singleThreaded: five processes already fill two cores, and its default
 * parallel checkers cost about twice the CPU time here for the same answer. tsgo reported the same
 * errors as tsc 6.0.3 (file, line, column and code) on deliberately broken files in every project;
 * only the order in which a long type's properties are printed differs. `npm run typecheck:tsc`
 * runs the old sequential tsc check, to compare when they seem to disagree; editors and
 * typescript-eslint keep using the `typescript` package.
 *
 * A project's diagnostics are printed once all have finished, in the order below; an error in a
 * file that several projects include (the domain is in every one) is printed once, under the first.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { formatDuration, root } from './lib.mjs';

const projects = ['packages/domain', 'packages/server', 'packages/web', 'e2e', 'bench'];
const tsgo = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'tsgo.cmd' : 'tsgo');

/** Runs tsgo on one project; resolves with its exit code and everything it printed. */
function check(project) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(tsgo, ['-p', project, '--singleThreaded', '--pretty', 'false'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ project, code: 1, output: `${tsgo}: ${error.message}\n`, ms: 0 }));
    child.on('close', (code, signal) =>
      resolve({ project, code: code ?? 1, signal, output, ms: performance.now() - started }),
    );
  });
}

/** A diagnostic is its first line and the indented lines that explain it. */
function diagnostics(output) {
  const blocks = [];
  for (const line of output.split('\n')) {
    if (line === '') continue;
    if (/^\s/.test(line) && blocks.length > 0) blocks[blocks.length - 1] += `\n${line}`;
    else blocks.push(line);
  }
  return blocks;
}

const results = await Promise.all(projects.map(check));
const printed = new Set();
let exitCode = 0;
for (const { project, code, signal, output, ms } of results) {
  const blocks = diagnostics(output);
  const fresh = blocks.filter((block) => !printed.has(block));
  for (const block of fresh) {
    console.log(block);
    printed.add(block);
  }
  const seen = blocks.length - fresh.length;
  const status = code === 0 ? 'ok' : `failed (${signal ?? `exit ${code}`})`;
  const above = seen > 0 ? ` (and ${seen} printed above, under an earlier project)` : '';
  console.log(`typecheck ${project}: ${status} in ${formatDuration(ms)}${above}`);
  if (code !== 0 && exitCode === 0) exitCode = code;
}
process.exit(exitCode);
