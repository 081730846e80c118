#!/usr/bin/env node
/**
 * Part of `npm run lint`: Redocly's linter (rules in redocly.yaml) on /api/openapi.json as
 * development and as production build it (production leaves out the dev functions), since tools
 * read it. Fails on any problem: `redocly lint` itself exits 0 on warnings, so its totals decide.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { root } from './lib.mjs';

const { buildOpenApi } = await tsImport('../packages/server/src/http/openapi.ts', import.meta.url);
const cli = path.join(root, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' };

/** Problems Redocly finds in `doc`, as lines; throws when it could not lint at all. */
async function lint(label, doc, dir) {
  const file = path.join(dir, `openapi.${label}.json`);
  fs.writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
  const args = [
    'lint',
    '--config',
    path.join(root, 'redocly.yaml'),
    '--lint-config',
    'error',
    '--format',
    'json',
    '--max-problems',
    '10000',
  ];
  // It exits 1 when it finds an error: the report on stdout is read either way.
  const { stdout, stderr } = await promisify(execFile)(process.execPath, [cli, ...args, file], {
    cwd: root,
    env,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error) => error);
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    throw new Error(`redocly lint gave no report for the ${label} document:\n${stderr}`);
  }
  const { errors, warnings } = report.totals;
  const lines = report.problems.map(
    (p) => `  ${p.severity}  ${p.ruleId}  ${label} ${p.location?.[0]?.pointer ?? ''}: ${p.message}`,
  );
  console.log(`OpenAPI (${label}): ${errors} errors, ${warnings} warnings (redocly ${report.version})`);
  return lines;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-openapi-'));
let exitCode = 0;
try {
  const found = await Promise.all([
    lint('development', buildOpenApi(false), dir),
    lint('production', buildOpenApi(true), dir),
  ]);
  const problems = found.flat();
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
// The server modules it imported may hold timers: end once the lint is done.
process.exit(exitCode);
