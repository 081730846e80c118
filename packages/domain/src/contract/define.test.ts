import { describe, expect, it } from 'vitest';
import { roles, userStatuses, type Role } from '../vocabulary/accounts.ts';
import { allows, isOperationsOnly, publicAccess, rolesAccess, rolesAnyStatusAccess, signedIn, type Access } from './define.ts';

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

describe('allows (requirements.md 6, architecture.md 3/6: every function declares who may call it)', () => {
  const rows = accesses.flatMap(([name, access, expected]) =>
    [...roles, null].map(
      (role) => [`requirements.md 6: ${name}, ${role ?? 'anonymous'} -> ${expected(role)}`, access, role, expected(role)] as const,
    ),
  );
  it.each(rows)('%s', (_, access, role, expected) => expect(allows(access, role)).toBe(expected));
});

describe('allows by account status (requirements.md 6: a non-approved user sees only a status page)', () => {
  const notApproved = userStatuses.filter((s) => s !== 'approved');
  it.each(notApproved)('a %s nurse is refused a nurse function', (status) =>
    expect(allows(rolesAccess('nurse'), 'nurse', status)).toBe(false),
  );
  it.each(userStatuses)('a %s nurse may call what status pages call (any status)', (status) =>
    expect(allows(rolesAnyStatusAccess('nurse'), 'nurse', status)).toBe(true),
  );
  it.each(userStatuses)('a %s user may call a signed-in function', (status) =>
    expect(allows(signedIn, 'nurse', status)).toBe(true),
  );
  it('an approved nurse may call a nurse function; another role may not, whatever its status', () => {
    expect(allows(rolesAccess('nurse'), 'nurse', 'approved')).toBe(true);
    expect(allows(rolesAnyStatusAccess('nurse'), 'packer', 'pending')).toBe(false);
  });
});

describe('isOperationsOnly (issue 25: operations functions answer anyone else "not found")', () => {
  it.each([
    ['roles(admin)', rolesAccess('admin'), true],
    ['roles(admin, nurse)', rolesAccess('admin', 'nurse'), false],
    ['roles(nurse)', rolesAccess('nurse'), false],
    ['roles() with no role', rolesAccess(), false],
    ['signed-in', signedIn, false],
    ['public', publicAccess, false],
    ['dev', { kind: 'dev' } as Access, false],
  ] as const)('%s -> %s', (_, access, expected) => expect(isOperationsOnly(access)).toBe(expected));
});
