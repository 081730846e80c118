/**
 * Malformed payloads, for every function of the contract (SPEC.md 5, 7): a missing field, a
 * wrong-typed field and a bad email each answer 400 naming the field, and write nothing. Callers
 * are signed in with a role the function allows, so validation (not the role check) answers.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Role } from '@sc/domain/auth/roles';
import { allows, type FunctionDef } from '@sc/domain/contract/define';
import { contract } from '@sc/domain/contract/index';
import type { z } from 'zod';
import { startTestServer, type TestServer } from './harness.ts';

const demoUserOf: Record<Role, string> = {
  nurse: 'user-nurse',
  patient: 'user-patient',
  prescriber: 'user-prescriber',
  assistant: 'user-assistant',
  packer: 'user-packer',
  admin: 'user-admin',
};

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
      { ...(def.example as object), [key]: { wrong: true } },
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
