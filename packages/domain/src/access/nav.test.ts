import { describe, expect, it } from 'vitest';
import { navItemsFor } from './nav.ts';
import { makeOffice, makeViewer } from './viewer.fixture.ts';
import type { Viewer } from './viewer.ts';

const on = { orderKit: true, visits: true };
const off = {};
const staff = (role: 'prescriber' | 'assistant', office: Viewer['office']) => makeViewer(role, 'approved', { office });
const approvedOffice = makeOffice('approved', 'lab', 'accepted');

type Row = [rule: string, viewer: Viewer, flags: Record<string, boolean>, labels: string[]];
const rows: Row[] = [
  // Nurse (requirements.md 2.8): Wallet; Profile (password created); Order kit (approved and flag); Work Settings (password created); Help.
  [
    'requirements.md 2.8: nurse approved, password, flag on',
    makeViewer('nurse', 'approved'),
    on,
    ['Wallet', 'Profile', 'Order kit', 'Work Settings', 'Help'],
  ],
  [
    'requirements.md 2.8: nurse approved, password, flag off',
    makeViewer('nurse', 'approved'),
    off,
    ['Wallet', 'Profile', 'Work Settings', 'Help'],
  ],
  [
    'requirements.md 2.8: nurse approved, no password, flag on',
    makeViewer('nurse', 'approved', { passwordCreated: false }),
    on,
    ['Wallet', 'Order kit', 'Help'],
  ],
  [
    'requirements.md 2.8: nurse approved, no password, flag off',
    makeViewer('nurse', 'approved', { passwordCreated: false }),
    off,
    ['Wallet', 'Help'],
  ],
  // requirements.md 6 "Nurse: full nav needs approved status": Wallet and Order kit wait for approval.
  [
    'requirements.md 2.8/6: nurse pending, password, flag on -> no Wallet, no Order kit',
    makeViewer('nurse', 'pending'),
    on,
    ['Profile', 'Work Settings', 'Help'],
  ],
  [
    'requirements.md 2.8/6: nurse require_interview, no password',
    makeViewer('nurse', 'require_interview', { passwordCreated: false }),
    on,
    ['Help'],
  ],
  [
    'requirements.md 2.8/6: nurse declined, password, flag off',
    makeViewer('nurse', 'declined'),
    off,
    ['Profile', 'Work Settings', 'Help'],
  ],
  // Office staff (requirements.md 2.8, 6): Visits (flag), Orders, Team, Reports, Your Settings, Office Settings; all but Visits only when the office is approved.
  [
    'requirements.md 2.8/6: prescriber, office approved, flag on',
    staff('prescriber', approvedOffice),
    on,
    ['Visits', 'Orders', 'Team', 'Reports', 'Your Settings', 'Office Settings'],
  ],
  [
    'requirements.md 2.8/6: assistant, office approved, flag off',
    staff('assistant', approvedOffice),
    off,
    ['Orders', 'Team', 'Reports', 'Your Settings', 'Office Settings'],
  ],
  [
    'requirements.md 2.8/6: assistant, staffing office approved, flag on',
    staff('assistant', makeOffice('approved', 'staffing')),
    on,
    ['Visits', 'Orders', 'Team', 'Reports', 'Your Settings', 'Office Settings'],
  ],
  [
    'requirements.md 6: prescriber, office require_interview -> nothing',
    staff('prescriber', makeOffice('require_interview')),
    off,
    [],
  ],
  [
    'requirements.md 6: assistant, office interview_scheduled -> nothing',
    staff('assistant', makeOffice('interview_scheduled')),
    off,
    [],
  ],
  ['requirements.md 6: prescriber, no office -> nothing', staff('prescriber', null), off, []],
  [
    'requirements.md 2.6/6: assistant, invitation not accepted -> nothing',
    staff('assistant', makeOffice('approved', 'lab', 'pending')),
    off,
    [],
  ],
  // Not listed in requirements.md 2.8.
  ['requirements.md 2.8 (packer not listed): packer -> Help', makeViewer('packer'), on, ['Help']],
  ['requirements.md 2.8: patients are denied every authenticated page -> nothing', makeViewer('patient'), on, []],
  [
    'architecture.md 6: admin -> Operations, Dispatch (ADR 049), Live day, People, Failed jobs (ADR 034), Payouts (ADR 042)',
    makeViewer('admin'),
    on,
    ['Operations', 'Dispatch', 'Live day', 'People', 'Failed jobs', 'Payouts'],
  ],
];

describe('navItemsFor (requirements.md 2.8, 6): labels exactly as requirements.md 2.8', () => {
  it.each(rows)('%s', (_, viewer, flags, labels) => {
    expect(navItemsFor(viewer, flags).map((item) => item.label)).toEqual(labels);
  });

  it('ids are unique for every row', () => {
    for (const [, viewer, flags] of rows) {
      const ids = navItemsFor(viewer, flags).map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
