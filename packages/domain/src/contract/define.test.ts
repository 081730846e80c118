import { describe, expect, it } from 'vitest';
import { roles, type Role } from '../auth/roles.ts';
import { allows, publicAccess, rolesAccess, signedIn, type Access } from './define.ts';

const accesses: [string, Access, (role: Role | null) => boolean][] = [
  ['public', publicAccess, () => true],
  ['dev (production gating is separate)', { kind: 'dev' }, () => true],
  ['signed-in (patients included)', signedIn, (role) => role !== null],
  ['roles(admin)', rolesAccess('admin'), (role) => role === 'admin'],
  [
    'roles(prescriber, assistant)',
    rolesAccess('prescriber', 'assistant'),
    (role) => role === 'prescriber' || role === 'assistant',
  ],
  ['roles() with no role', rolesAccess(), () => false],
];

describe('allows (SPEC 6, DESIGN 3/6: every function declares who may call it)', () => {
  const rows = accesses.flatMap(([name, access, expected]) =>
    [...roles, null].map(
      (role) => [`SPEC 6: ${name}, ${role ?? 'anonymous'} -> ${expected(role)}`, access, role, expected(role)] as const,
    ),
  );
  it.each(rows)('%s', (_, access, role, expected) => expect(allows(access, role)).toBe(expected));
});
