/**
 * Malformed payloads, for every function of the contract (requirements.md 5, 7): a missing field, a
 * wrong-typed field and a bad email each answer 400 naming the field, and write nothing. Callers
 * are signed in with a role the function allows, so validation (not the role check) answers.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Role } from '@sc/domain/vocabulary/accounts';
import { allows, type FunctionDef } from '@sc/domain/contract/define';
import { contract } from '@sc/domain/contract/index';
import { inputSafetyTexts } from '@sc/domain/contract/input-safety';
import type { z } from 'zod';
import { demoUserOf, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let before: Record<string, string>;
const cookies = new Map<Role, string>();
beforeAll(async () => {
  t = await startTestServer();
  for (const [role, id] of Object.entries(demoUserOf)) cookies.set(role as Role, await t.sessionCookie(id));
  before = await t.snapshot();
});
afterAll(() => t?.close());

const fns = Object.entries(contract as Record<string, FunctionDef>);
const shapeOf = (def: FunctionDef) => (def.input as z.ZodObject).shape;
function cookieFor(def: FunctionDef): string | undefined {
  if (allows(def.access, null)) return undefined;
  const role = (Object.keys(demoUserOf) as Role[]).find((r) => allows(def.access, r));
  return role && cookies.get(role);
}

/** Paths of string values containing '@' in an example: its email fields. */
function emailPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return value.includes('@') ? [path] : [];
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => emailPaths(v, [...path, k]));
  }
  return [];
}
function setPath(value: unknown, path: readonly string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[head!] = setPath(copy[head!], rest, replacement);
  return copy;
}

async function expectRefused(name: string, def: FunctionDef, payload: unknown, field: (f: string) => boolean) {
  const res = await t.call(name, payload, { cookie: cookieFor(def) });
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error.code).toBe('bad_request');
  expect(field(res.body.error.field), `field ${res.body.error.field}`).toBe(true);
  expect(res.body.error.message.startsWith(`${res.body.error.field}: `)).toBe(true);
  expect(await t.snapshot()).toEqual(before);
}

describe('malformed payloads -> 400 naming the field, nothing written', () => {
  const keyed = fns.flatMap(([name, def]) => Object.keys(shapeOf(def)).map((key) => [name, key, def] as const));

  const required = keyed.filter(([, key, def]) => !shapeOf(def)[key]!.safeParse(undefined).success);
  test.each(required)('%s without %s', async (name, key, def) => {
    const { [key]: _dropped, ...rest } = def.example as Record<string, unknown>;
    await expectRefused(name, def, rest, (f) => f === key);
  });

  test.each(keyed)('%s with a wrong-typed %s', async (name, key, def) => {
    await expectRefused(
      name,
      def,
      // An object of an object: wrong for every field, flat records of flags included (trackEvent's properties).
      { ...(def.example as object), [key]: { wrong: { nested: true } } },
      (f) => f === key || f.startsWith(`${key}.`),
    );
  });

  const emails = [
    ...fns.flatMap(([name, def]) =>
      emailPaths(def.example).map((path) => [name, path.join('.'), path, def, def.example] as const),
    ),
    ...[['invitations', '0', 'email']].map((path) => {
      const def = contract.createUserWithEmailLink as unknown as FunctionDef;
      const example = {
        ...contract.createUserWithEmailLink.example,
        invitations: [{ email: 'x@y.test', role: 'assistant' }],
      };
      return ['createUserWithEmailLink', path.join('.'), path, def, example] as const;
    }),
  ];
  test('the email fields are found', () => expect(emails.length).toBeGreaterThanOrEqual(9));
  test.each(emails)('%s with a bad email at %s', async (name, dotted, path, def, example) => {
    for (const bad of ['not-an-email', 'a@b', 'a b@c.test']) {
      const res = await t.call(name, setPath(example, path, bad), { cookie: cookieFor(def) });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({
        code: 'bad_request',
        field: dotted,
        message: `${dotted}: Enter a valid email address.`,
      });
    }
    expect(await t.snapshot()).toEqual(before);
  });

  test.each(fns.map(([name, def]) => [name, def] as const))('%s with a non-object payload', async (name, def) => {
    for (const payload of [[], 'text', 42]) {
      const res = await t.call(name, payload, { cookie: cookieFor(def) });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('bad_request');
    }
    expect(await t.snapshot()).toEqual(before);
  });
});

/** Paths of every string value in an example. */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  }
  return [];
}

describe('text PostgreSQL cannot store, and hostile depth -> 400 naming the field, nothing written (ADR 017)', () => {
  // The probe found 38 functions answering 500 to a NUL: every string field of every example.
  const strings = fns.flatMap(([name, def]) =>
    stringPaths(def.example).map((path) => [name, path.join('.'), path, def] as const),
  );
  test('the string fields are found', () => expect(strings.length).toBeGreaterThanOrEqual(60));

  test.each(strings)('%s with a NUL or a lone surrogate in %s', async (name, dotted, path, def) => {
    for (const [bad, message] of [
      ['a\u0000b', inputSafetyTexts.nul],
      ['a\uD800b', inputSafetyTexts.surrogate],
    ] as const) {
      const value = getPath(def.example, path) as string;
      const res = await t.call(name, setPath(def.example, path, value + bad), { cookie: cookieFor(def) });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error).toEqual({ code: 'bad_request', field: dotted, message: `${dotted}: ${message}` });
    }
    expect(await t.snapshot()).toEqual(before);
  });

  test.each(fns.map(([name, def]) => [name, def] as const))('%s with a NUL in an extra key', async (name, def) => {
    const res = await t.call(name, { ...(def.example as object), 'x\u0000': 1 }, { cookie: cookieFor(def) });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(`"x\\u0000": ${inputSafetyTexts.nul}`);
  });

  test('a charting tree nested 576 levels deep -> 400, not a stack overflow', async () => {
    let node: unknown = { id: 'leaf', type: 'text', title: 'Leaf' };
    for (let i = 0; i < 576; i += 1) node = { id: `g${i}`, type: 'group', title: 'Group', children: [node] };
    const def = contract.saveCharting as unknown as FunctionDef;
    const res = await t.call('saveCharting', { ...(def.example as object), items: [node] }, { cookie: cookieFor(def) });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(
      new RegExp(`^items\\.0(\\.children\\.0)+: ${inputSafetyTexts.tooDeep.replace(/[().]/g, '\\$&')}$`),
    );
    expect(await t.snapshot()).toEqual(before);
  });
});

function getPath(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((v, key) => (v as Record<string, unknown>)[key], value);
}
