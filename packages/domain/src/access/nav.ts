/** Nav bar items per role (requirements.md 2.8, 6). */
import { isOfficeStaff } from '../auth/roles.ts';
import type { Viewer } from './viewer.ts';

export type NavItemId =
  | 'wallet'
  | 'profile'
  | 'order-kit'
  | 'work-settings'
  | 'help'
  | 'visits'
  | 'orders'
  | 'team'
  | 'reports'
  | 'your-settings'
  | 'office-settings'
  | 'operations'
  | 'dispatch'
  | 'live-day'
  | 'people'
  | 'failed-jobs'
  | 'payouts';

export interface NavItem {
  id: NavItemId;
  label: string;
}

const labels: Record<NavItemId, string> = {
  wallet: 'Wallet',
  profile: 'Profile',
  'order-kit': 'Order kit',
  'work-settings': 'Work Settings',
  help: 'Help',
  visits: 'Visits',
  orders: 'Orders',
  team: 'Team',
  reports: 'Reports',
  'your-settings': 'Your Settings',
  'office-settings': 'Office Settings',
  operations: 'Operations',
  dispatch: 'Dispatch',
  'live-day': 'Live day',
  people: 'People',
  'failed-jobs': 'Failed jobs',
  payouts: 'Payouts',
};

export function navItemsFor(viewer: Viewer, flags: Readonly<Record<string, boolean>>): NavItem[] {
  const ids: NavItemId[] = [];
  if (viewer.role === 'nurse') {
    // "Full nav needs approved status" (requirements.md 6): Wallet and Order kit wait for approval.
    const approved = viewer.status === 'approved';
    if (approved) ids.push('wallet');
    if (viewer.passwordCreated) ids.push('profile');
    if (approved && flags.orderKit === true) ids.push('order-kit');
    if (viewer.passwordCreated) ids.push('work-settings');
    ids.push('help');
  } else if (isOfficeStaff(viewer.role)) {
    const approved = viewer.office?.status === 'approved' && viewer.office.invitationStatus === 'accepted';
    if (approved && flags.visits === true) ids.push('visits');
    // Orders, team, reports and both settings need an approved office (requirements.md 6).
    if (approved) ids.push('orders', 'team', 'reports', 'your-settings', 'office-settings');
  } else if (viewer.role === 'admin') {
    // The operations home links every area; building the day, watching it and people are one tap
    // away (architecture.md 6).
    ids.push('operations', 'dispatch', 'live-day', 'people', 'failed-jobs', 'payouts');
  } else if (viewer.role === 'packer') {
    ids.push('help');
  }
  return ids.map((id) => ({ id, label: labels[id] }));
}
