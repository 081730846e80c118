#!/usr/bin/env node
/**
 * Part of `npm run lint`: every citation resolves inside the repository (issue 27). Rules are cited
 * as "requirements.md 2.11" (docs/requirements.md) and the design as "architecture.md 6"
 * (docs/architecture.md); the customer's SPEC.md and DESIGN.md are not in the repository, so a
 * citation of them is a dead link. Also checks that every cited section exists.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx|mjs|js|md|css|sql)$/.test(f) && fs.existsSync(path.join(root, f)));

/** Section numbers a document has: its "## 2." and "### 2.11" headings. */
function sectionsOf(doc) {
  const text = fs.readFileSync(path.join(root, 'docs', doc), 'utf8');
  return new Set([...text.matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.? /gm)].map((m) => m[1]));
}
const sections = { 'requirements.md': sectionsOf('requirements.md'), 'architecture.md': sectionsOf('architecture.md') };

const problems = [];
for (const file of files) {
  if (file === 'scripts/lint-citations.mjs') continue;
  const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
  lines.forEach((line, i) => {
    // BAG-SPEC-0001 is a demo barcode, not a citation.
    if (/(?<![\w-])(SPEC|DESIGN)(\.md)?(?![\w-])/.test(line)) {
      problems.push(`${file}:${i + 1}: cites SPEC/DESIGN, which the repository does not hold`);
    }
    for (const m of line.matchAll(/\b(requirements\.md|architecture\.md)(?:'s)? (\d+(?:\.\d+)*)/g)) {
      if (!sections[m[1]].has(m[2])) problems.push(`${file}:${i + 1}: ${m[1]} has no section ${m[2]}`);
    }
  });
}
if (problems.length > 0) {
  console.error(problems.slice(0, 50).join('\n'));
  console.error(
    `${problems.length} citation problem(s): cite docs/requirements.md or docs/architecture.md by a section they have.`,
  );
  process.exit(1);
}
console.log(`citations: ${files.length} files, every citation resolves`);
