/**
 * A function's contract and handler share an area's name (README.md): each contract area file,
 * `contract/<area>.ts`, has its handler folder `functions/<area>/`, whose index types its handlers
 * by that file, and each handler folder has its contract file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const contractIndex = readFileSync(new URL('../../../domain/src/contract/index.ts', import.meta.url), 'utf8');
const contractAreas = [...contractIndex.matchAll(/from '\.\/([\w-]+)\.ts'/g)].map((m) => m[1]!);
const folders = readdirSync(new URL('./', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

test('each contract area file has a handler folder of its name, and each folder a contract file', () => {
  expect(folders.sort()).toEqual(contractAreas.sort());
});

test.each(folders)('functions/%s/index.ts types its handlers by contract/%s.ts', (area) => {
  const index = readFileSync(new URL(`./${area}/index.ts`, import.meta.url), 'utf8');
  expect(index).toContain(`from '@sc/domain/contract/${area}';`);
});
