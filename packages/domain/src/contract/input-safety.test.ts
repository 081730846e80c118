import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findInputProblem, INPUT_MAX_DEPTH, inputSafetyTexts } from './input-safety.ts';

/** `{ children: [ { children: [ ... ] } ] }` nested `levels` charting levels deep. */
function chartingTree(levels: number): unknown {
  let node: unknown = { id: 'leaf', type: 'text', title: 'Leaf' };
  for (let i = 0; i < levels; i += 1) node = { id: `g${i}`, type: 'group', title: 'Group', children: [node] };
  return node;
}

describe('findInputProblem (ADR 017: text PostgreSQL can store, in a tree the validator can walk)', () => {
  it.each([
    ['an empty object', {}],
    ['plain text, numbers, booleans and null', { a: 'Pia', b: 1, c: true, d: null }],
    ['emoji (a well-formed surrogate pair)', { note: 'Done 👍' }],
    ['accents and other scripts', { name: 'José Ñúñez 山田' }],
    ['a tab and a newline (controls PostgreSQL stores)', { note: 'line 1\n\tline 2' }],
    ['a realistic charting tree', { items: [chartingTree(4)] }],
    ['arrays of strings', { ids: ['a', 'b', 'c'] }],
    [
      'exactly the maximum depth',
      (() => {
        let v: unknown = 'x';
        for (let i = 0; i < INPUT_MAX_DEPTH; i += 1) v = [v];
        return v;
      })(),
    ],
  ])('accepts %s', (_, input) => expect(findInputProblem(input)).toBeNull());

  it.each([
    ['a NUL in a top-level string', { route: '/a\u0000b' }, 'route', inputSafetyTexts.nul],
    ['a NUL in a nested string', { user: { firstName: 'A\u0000' } }, 'user.firstName', inputSafetyTexts.nul],
    ['a NUL in an array item', { ids: ['ok', 'bad\u0000'] }, 'ids.1', inputSafetyTexts.nul],
    ['a NUL in an object key', { properties: { 'k\u0000': 1 } }, 'properties."k\\u0000"', inputSafetyTexts.nul],
    ['a lone high surrogate', { note: 'a\uD800b' }, 'note', inputSafetyTexts.surrogate],
    ['a lone low surrogate', { note: '\uDC00' }, 'note', inputSafetyTexts.surrogate],
    ['a reversed pair', { note: '\uDC00\uD800' }, 'note', inputSafetyTexts.surrogate],
    ['a NUL as the whole input', '\u0000', '', inputSafetyTexts.nul],
  ])('refuses %s, naming the field', (_, input, path, message) =>
    expect(findInputProblem(input)).toEqual({ path, message }),
  );

  it('reports the first problem in reading order', () => {
    expect(findInputProblem({ a: 'x\u0000', b: 'y\u0000' })?.path).toBe('a');
    expect(findInputProblem({ a: { deep: ['\u0000'] }, b: '\u0000' })?.path).toBe('a.deep.0');
  });

  it('refuses a charting tree nested about 576 levels deep without overflowing the stack', () => {
    const problem = findInputProblem({ itineraryID: 'it', items: [chartingTree(576)] });
    expect(problem?.message).toBe(inputSafetyTexts.tooDeep);
    expect(problem?.path.startsWith('items.0.children.0')).toBe(true);
  });

  it('refuses arrays nested one level past the maximum', () => {
    let v: unknown = 'x';
    for (let i = 0; i <= INPUT_MAX_DEPTH; i += 1) v = [v];
    expect(findInputProblem(v)?.message).toBe(inputSafetyTexts.tooDeep);
  });

  it('property: any JSON value without NUL or lone surrogates and shallow enough is accepted', () => {
    const noNul = (v: unknown): unknown => JSON.parse(JSON.stringify(v).replaceAll('\\u0000', ''));
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }).map(noNul), fc.string({ unit: 'grapheme' }), (value, text) => {
        expect(findInputProblem({ value, text: text.replaceAll('\u0000', '') })).toBeNull();
      }),
    );
  });

  it('property: a NUL anywhere in any string is found', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), fc.nat(), (strings, at) => {
        const i = at % strings.length;
        const poisoned = strings.map((s, j) => (j === i ? `${s}\u0000` : s.replaceAll('\u0000', '')));
        expect(findInputProblem({ list: poisoned })).toEqual({ path: `list.${i}`, message: inputSafetyTexts.nul });
      }),
    );
  });
});
