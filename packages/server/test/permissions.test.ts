/**
 * architecture.md 6: every function declares its permission, and a test walks the whole registry for
 * every role. Cases are generated from the contract, so a new function is covered automatically.
 * Each case calls with the function's `example` as a fresh user of the role (so one case signing
 * out or deleting its own account cannot change the next).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { roles, type Role } from '@sc/domain/vocabulary/accounts';
import { allows, isOperationsOnly, type FunctionDef } from '@sc/domain/contract/define';
import { contract } from '@sc/domain/contract/index';
import { users } from '../src/db/schema.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

let made = 0;
async function callerOf(role: Role | null): Promise<string | undefined> {
  if (role === null) return undefined;
  made += 1;
  const id = `walk-${role}-${made}`;
  await t.db
    .insert(users)
    .values({ id, email: `${id}@walk.test`, role, status: 'approved', firstName: 'Walk', lastName: role });
  return t.sessionCookie(id);
}

const cases = Object.entries(contract as Record<string, FunctionDef>).flatMap(([name, def]) =>
  [null, ...roles].map((role) => ({ name, def, role, allowed: allows(def.access, role) })),
);

describe('permission walk: every function x every role, with its example input', () => {
  test('the walk covers every function and every role', () => {
    expect(new Set(cases.map((c) => c.name))).toEqual(new Set(Object.keys(contract)));
    expect(cases).toHaveLength(Object.keys(contract).length * (roles.length + 1));
  });

  const refused = cases.filter((c) => !c.allowed);
  test.each(refused.map((c) => [c.name, c.role ?? 'anonymous', c] as const))(
    '%s as %s is refused by the role check, writing nothing',
    async (name, _, { def, role }) => {
      const cookie = await callerOf(role);
      const before = await t.snapshot();
      const res = await t.call(name, def.example, { cookie });
      if (isOperationsOnly(def.access)) {
        // Issue 25: an operations function answers as an unknown function does.
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ error: { code: 'not_found', message: `Unknown function ${name}.` } });
      } else if (role === null) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ error: { code: 'unauthenticated', message: 'Please sign in.' } });
      } else {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ error: { code: 'forbidden', message: 'You do not have access to this.' } });
      }
      expect(await t.snapshot()).toEqual(before);
    },
  );

  const permitted = cases.filter((c) => c.allowed);
  test.each(permitted.map((c) => [c.name, c.role ?? 'anonymous', c] as const))(
    '%s as %s passes the role check',
    async (name, _, { def, role }) => {
      const res = await t.call(name, def.example, { cookie: await callerOf(role) });
      // Record-level answers (400/404/409/410) are the handler's business; never a role refusal.
      expect([401, 403], JSON.stringify(res.body)).not.toContain(res.status);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    },
  );
});
