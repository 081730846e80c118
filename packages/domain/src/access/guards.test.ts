import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roles } from '../vocabulary/accounts.ts';
import { guardRoute, safeRedirect, type GuardContext, type GuardResult, type RouteNeeds } from './guards.ts';
import { makeOffice, makeViewer } from './viewer.fixture.ts';
import type { Viewer } from './viewer.ts';

const nurse = makeViewer('nurse');
const viewers: Record<string, Viewer | null> = {
  anonymous: null,
  nurse,
  packer: makeViewer('packer'),
  patient: makeViewer('patient'),
  'prescriber (accepted)': makeViewer('prescriber', 'approved', { office: makeOffice() }),
  'assistant (invitation pending)': makeViewer('assistant', 'approved', {
    office: makeOffice('approved', 'lab', 'pending'),
  }),
  'prescriber (no office)': makeViewer('prescriber'),
  'nurse (office invitation pending)': makeViewer('nurse', 'approved', {
    office: makeOffice('approved', 'lab', 'pending'),
  }),
  'nurse (incomplete profile)': makeViewer('nurse', 'incomplete'),
  'nurse (no name)': makeViewer('nurse', 'approved', { firstName: ' ' }),
};

type Row = [
  rule: string,
  needs: RouteNeeds,
  viewer: keyof typeof viewers,
  expected: GuardResult['kind'],
  ctx?: Partial<GuardContext>,
];
const rows: Row[] = [
  ['requirements.md 2.8: public page, anonymous', {}, 'anonymous', 'allow'],
  ['requirements.md 2.8: public page, patient', {}, 'patient', 'allow'],
  ['requirements.md 2.8: auth page, anonymous -> login', { auth: true }, 'anonymous', 'login'],
  ['requirements.md 2.8: auth page, nurse', { auth: true }, 'nurse', 'allow'],
  ['requirements.md 2.8: auth page, packer', { auth: true }, 'packer', 'allow'],
  ['requirements.md 2.8: auth page, accepted prescriber', { auth: true }, 'prescriber (accepted)', 'allow'],
  ['requirements.md 2.8: auth page, prescriber without office', { auth: true }, 'prescriber (no office)', 'allow'],
  ['requirements.md 1/2.8: patients denied every auth page', { auth: true }, 'patient', 'patient-site'],
  [
    'requirements.md 1/2.8: patients denied even a page for their role',
    { auth: true, roles: ['patient'] },
    'patient',
    'patient-site',
  ],
  [
    'requirements.md 2.6/6: invitation not accepted -> joinOffice',
    { auth: true },
    'assistant (invitation pending)',
    'join-office',
  ],
  [
    'requirements.md 2.6/6: joinOffice wins over a role mismatch',
    { auth: true, roles: ['nurse'] },
    'assistant (invitation pending)',
    'join-office',
  ],
  ['requirements.md 2.6: only office staff are sent to joinOffice', { auth: true }, 'nurse (office invitation pending)', 'allow'],
  ['requirements.md 6: role allowed', { auth: true, roles: ['nurse', 'packer'] }, 'packer', 'allow'],
  ['requirements.md 6: other role -> home', { auth: true, roles: ['nurse'] }, 'packer', 'home'],
  ['requirements.md 6: office page, nurse -> home', { auth: true, roles: ['prescriber', 'assistant'] }, 'nurse', 'home'],
  [
    'requirements.md 2.8: completed profile required, incomplete status',
    { auth: true, completedProfile: true },
    'nurse (incomplete profile)',
    'complete-profile',
  ],
  [
    'requirements.md 2.8: completed profile required, blank name',
    { auth: true, completedProfile: true },
    'nurse (no name)',
    'complete-profile',
  ],
  ['requirements.md 2.8: completed profile required, complete', { auth: true, completedProfile: true }, 'nurse', 'allow'],
  [
    'requirements.md 2.8: completed profile required, anonymous -> login first',
    { auth: true, completedProfile: true },
    'anonymous',
    'login',
  ],
  [
    'requirements.md 2.7/6: flag off -> not found',
    { auth: true, flag: 'orderKit' },
    'nurse',
    'not-found',
    { flags: { orderKit: false } },
  ],
  ['requirements.md 2.7/6: flag missing -> not found', { flag: 'orderKit' }, 'nurse', 'not-found'],
  ['requirements.md 2.7/6: flag off -> not found, even anonymous', { auth: true, flag: 'orderKit' }, 'anonymous', 'not-found'],
  ['requirements.md 2.7/6: flag on -> allow', { auth: true, flag: 'orderKit' }, 'nurse', 'allow', { flags: { orderKit: true } }],
  [
    'requirements.md 2.7/6: flag on, anonymous -> login',
    { auth: true, flag: 'orderKit' },
    'anonymous',
    'login',
    { flags: { orderKit: true } },
  ],
  [
    'requirements.md 2.7/6: dev-only page in production -> not found',
    { devOnly: true },
    'nurse',
    'not-found',
    { production: true },
  ],
  [
    'requirements.md 2.7/6: dev-only page in production, anonymous -> not found',
    { devOnly: true, auth: true },
    'anonymous',
    'not-found',
    { production: true },
  ],
  ['requirements.md 2.7/6: dev-only page outside production', { devOnly: true }, 'anonymous', 'allow', { production: false }],
];

describe('guardRoute (requirements.md 2.6, 2.7, 2.8, 6)', () => {
  it.each(rows)('%s', (_, needs, who, expected, ctx) => {
    expect(guardRoute(needs, { viewer: viewers[who]!, flags: {}, production: false, ...ctx }).kind).toBe(expected);
  });

  const needsArb: fc.Arbitrary<RouteNeeds> = fc.record(
    {
      completedProfile: fc.boolean(),
      flag: fc.constantFrom('orderKit', 'visits'),
      devOnly: fc.boolean(),
      roles: fc.subarray([...roles]),
    },
    { requiredKeys: [] },
  );
  const ctxArb = fc.record({
    flags: fc.record({ orderKit: fc.boolean(), visits: fc.boolean() }, { requiredKeys: [] }),
    production: fc.boolean(),
  });

  it('requirements.md 2.8: property: a patient never gets an auth page', () => {
    fc.assert(
      fc.property(needsArb, ctxArb, fc.constantFrom(...Object.values(viewers)), (needs, ctx, v) => {
        const patient = { ...(v ?? nurse), role: 'patient' as const };
        return guardRoute({ ...needs, auth: true }, { ...ctx, viewer: patient }).kind !== 'allow';
      }),
    );
  });

  it('requirements.md 2.8: property: anonymous users never get an auth page', () => {
    fc.assert(
      fc.property(
        needsArb,
        ctxArb,
        (needs, ctx) => guardRoute({ ...needs, auth: true }, { ...ctx, viewer: null }).kind !== 'allow',
      ),
    );
  });

  it('requirements.md 2.7/6: property: flag off or dev-only in production is not found for everyone', () => {
    fc.assert(
      fc.property(needsArb, fc.boolean(), fc.constantFrom(...Object.values(viewers)), (needs, auth, viewer) => {
        const off = guardRoute({ ...needs, auth, flag: 'x' }, { viewer, flags: { x: false }, production: false });
        const dev = guardRoute(
          { ...needs, auth, devOnly: true },
          { viewer, flags: { orderKit: true, visits: true }, production: true },
        );
        return off.kind === 'not-found' && dev.kind === 'not-found';
      }),
    );
  });
});

describe('safeRedirect (requirements.md 2.6: login redirect query sets the destination, local paths only)', () => {
  it.each([
    ['/', '/'],
    ['/shift/abc', '/shift/abc'],
    ['/office/orders?view=open#top', '/office/orders?view=open#top'],
    ['/acme/my-wallet/withdraw', '/acme/my-wallet/withdraw'],
    ['/login?redirect=http://x', '/login?redirect=http://x'],
  ])('requirements.md 2.6: local path %j -> %j', (input, expected) => expect(safeRedirect(input)).toBe(expected));

  it.each([
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/login'],
    ['absolute http', 'http://x'],
    ['absolute https', 'https://evil.com/'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,hi'],
    ['backslash host', '/\\evil'],
    ['double backslash', '\\\\evil.com'],
    ['relative path', 'shift/abc'],
    ['leading space', ' /shift'],
    // Browsers drop tabs and newlines inside URLs, so these become //evil.com.
    ['tab between slashes', '/\t/evil.com'],
    ['newline between slashes', '/\n/evil.com'],
    ['tab before backslash', '/\t\\evil.com'],
  ])('requirements.md 2.6: %s -> /', (_, input) => expect(safeRedirect(input)).toBe('/'));

  const base = 'https://app.example.test';
  // The domain has no DOM or Node typings; URL is the WHATWG parser every browser uses.
  const { URL } = globalThis as unknown as { URL: new (url: string, base: string) => { origin: string } };
  const pieces = fc.constantFrom(
    '/',
    '\\',
    '\t',
    '\n',
    '\r',
    ' ',
    ':',
    '.',
    'a',
    'evil.com',
    'http',
    '%2F',
    '?',
    '#',
    '@',
  );
  const short = fc.string({ unit: fc.constantFrom('/', '\\', '\t', '\n', ':', 'x'), maxLength: 6 });
  const redirectArb = fc.oneof(fc.string(), fc.string({ unit: pieces }), short, fc.webUrl(), fc.webPath());

  it("requirements.md 2.6: property: never '//' or '/\\', never a scheme, always a local path", () => {
    fc.assert(
      fc.property(redirectArb, (input) => {
        const out = safeRedirect(input);
        return (
          out.startsWith('/') && !out.startsWith('//') && !out.startsWith('/\\') && !/^[a-z][a-z\d+.-]*:/i.test(out)
        );
      }),
      { numRuns: 1000, examples: [['/\t/evil.com'], ['/\\evil'], ['//evil.com']] },
    );
  });

  it('requirements.md 2.6: property: the result, resolved by a browser, stays on our origin', () => {
    fc.assert(
      fc.property(redirectArb, (input) => new URL(safeRedirect(input), base).origin === base),
      { numRuns: 1000, examples: [['/\t/evil.com'], ['/\\evil'], ['//evil.com']] },
    );
  });
});
