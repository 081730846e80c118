/**
 * office/settings/{stepRouteSlug?}/{childStepRouteSlug?} (requirements.md 2.4; issue 14): the office's
 * settings as steps, each addressed by its slug, some with a child step (a form under its list).
 * Data, not screens: the page renders what `settingsStepAt` answers, and a slug not listed here
 * is the not-found page.
 */
import type { OfficeType } from '@sc/domain/vocabulary/accounts';
import type { PlaceType } from '@sc/domain/vocabulary/supplies';
import type { PartnerState } from '@sc/domain/offices/partnerships';
import type { ChipTone } from '../../../components/ui/index.ts';

export const settingsSteps = [
  { slug: 'details', title: 'Details', children: [] },
  { slug: 'partners', title: 'Partners', children: [{ slug: 'add', title: 'Add a partner' }] },
  { slug: 'places', title: 'Place accounts', children: [{ slug: 'add', title: 'Add a place account' }] },
  { slug: 'notifications', title: 'Notifications', children: [] },
] as const satisfies readonly { slug: string; title: string; children: readonly { slug: string; title: string }[] }[];

export type SettingsStep = (typeof settingsSteps)[number];
export type SettingsStepSlug = SettingsStep['slug'];
export type SettingsChildSlug = SettingsStep['children'][number]['slug'];

/** Where office/settings with no step opens. */
export const FIRST_SETTINGS_STEP: SettingsStepSlug = 'details';

export type SettingsLocation =
  | { kind: 'first' }
  | { kind: 'step'; step: SettingsStepSlug; child: SettingsChildSlug | null; title: string }
  | { kind: 'not-found' };

/** What a settings address shows: the first step, a step (and its child), or not found. */
export function settingsStepAt(stepSlug: string | undefined, childSlug: string | undefined): SettingsLocation {
  if (stepSlug === undefined || stepSlug === '') return childSlug ? { kind: 'not-found' } : { kind: 'first' };
  const step = settingsSteps.find((s) => s.slug === stepSlug);
  if (!step) return { kind: 'not-found' };
  if (childSlug === undefined || childSlug === '')
    return { kind: 'step', step: step.slug, child: null, title: step.title };
  const child = (step.children as readonly { slug: SettingsChildSlug; title: string }[]).find(
    (c) => c.slug === childSlug,
  );
  return child ? { kind: 'step', step: step.slug, child: child.slug, title: child.title } : { kind: 'not-found' };
}

export const OFFICE_TYPE_LABELS: Record<OfficeType, string> = { lab: 'Lab', staffing: 'Staffing', others: 'Other' };

export const PLACE_TYPE_LABELS: Record<PlaceType, string> = {
  lab: 'Lab',
  'packing-and-shipping': 'Packing & shipping',
  'drop-off': 'Drop-off',
};

/** How a partner's state reads in the list, and the chip's tone (words carry the meaning). */
export const PARTNER_STATE_LOOK: Record<PartnerState, { label: string; tone: ChipTone }> = {
  partners: { label: 'Partner', tone: 'success' },
  requested: { label: 'Waiting for them', tone: 'neutral' },
  asked: { label: 'Asks to partner', tone: 'info' },
};

/** What a partnership gives this office, said on the partners step. */
export function partnersExplained(type: OfficeType): string {
  return type === 'lab'
    ? 'Your lab orders for the patients of its partners: they show in the new order’s patient picker. A partnership holds once both offices have added each other.'
    : 'Partner labs order for your patients. A partnership holds once both offices have added each other; your office does not see a lab’s patients.';
}
