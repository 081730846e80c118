/**
 * No folder of packages/domain/src imports itself back, through one other folder or several (issue
 * 27: "no two folders import each other"). ESLint's import-x/no-cycle sees cycles of files; this sees cycles of areas, which it
 * misses when the files involved do not form a circle themselves (field-checks/instant.ts was read
 * by format/, whose dates field-checks/ read). It lives with the server's tests because domain
 * code, tests included, reads no files (eslint.config.js); it reads the sources as text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const domainSrc = fileURLToPath(new URL('../../domain/src/', import.meta.url));

/** Every .ts file below `dir`. */
function sourcesBelow(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesBelow(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The top-level folder of domain/src a path is in; undefined for a file directly in src. */
function areaOf(file: string): string | undefined {
  const parts = path.relative(domainSrc, file).split(path.sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0] : undefined;
}

/** `from` area -> `to` area -> the files of `from` that import `to`. */
function areaImports(): Map<string, Map<string, Set<string>>> {
  const graph = new Map<string, Map<string, Set<string>>>();
  for (const file of sourcesBelow(domainSrc)) {
    const from = areaOf(file);
    if (!from) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(/(?:\bfrom|\bimport\s*\(?)\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const to = areaOf(path.resolve(path.dirname(file), specifier!));
      if (!to || to === from) continue;
      const targets = graph.get(from) ?? new Map<string, Set<string>>();
      graph.set(from, targets);
      const files = targets.get(to) ?? new Set<string>();
      targets.set(to, files);
      files.add(path.relative(domainSrc, file));
    }
  }
  return graph;
}

test('the graph sees the imports it should (field-checks reads format)', () => {
  expect(areaImports().get('field-checks')?.has('format')).toBe(true);
});

test('no two domain folders import each other', () => {
  const graph = areaImports();
  const mutual: string[] = [];
  for (const [a, targets] of graph)
    for (const [b, files] of targets)
      if (a < b && graph.get(b)?.has(a))
        mutual.push(`${a} <-> ${b}: ${[...files].join(', ')} | ${[...graph.get(b)!.get(a)!].join(', ')}`);
  // Move what both sides need to the folder it belongs to, or a smaller one both import.
  expect(mutual).toEqual([]);
});

/** The folders on a circle of imports through `start`, as `a -> b -> ... -> start`, or null. */
function circleThrough(graph: Map<string, Map<string, Set<string>>>, start: string): string | null {
  const seen = new Set<string>();
  const walk = (at: string, path: string[]): string | null => {
    for (const next of graph.get(at)?.keys() ?? []) {
      if (next === start) return [...path, next].join(' -> ');
      if (seen.has(next)) continue;
      seen.add(next);
      const found = walk(next, [...path, next]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, [start]);
}

test('no domain folder imports itself back through others', () => {
  const graph = areaImports();
  const circles = [...graph.keys()].flatMap((area) => circleThrough(graph, area) ?? []);
  // Give what the circle's folders share a place of their own below them (vocabulary/ for lists).
  expect(circles).toEqual([]);
});

test('a circle of three folders is seen', () => {
  const edge = (to: string): Map<string, Set<string>> => new Map([[to, new Set(['x.ts'])]]);
  const graph = new Map([
    ['a', edge('b')],
    ['b', edge('c')],
    ['c', edge('a')],
  ]);
  expect(circleThrough(graph, 'a')).toBe('a -> b -> c -> a');
});
