/**
 * A nurse's profile, work settings and onboarding (requirements.md 2.2 pending, 2.8, 3; issue 23, ADR 043).
 * Pure rules: the NPI's check digit, credentials expiring soon, what onboarding still needs, where
 * finishing it leads, and whether a nurse is available at an instant in her own time zone.
 */
import type { CredentialKind, CredentialStatus, TaskType } from '../vocabulary/nurse-profile.ts';

/**
 * The NPI check digit (CMS): Luhn over the 9 digits prefixed with 80840, the 10th digit the check.
 * 1234567893 is valid.
 */
export function isValidNpi(npi: string): boolean {
  if (!/^\d{10}$/.test(npi)) return false;
  const digits = `80840${npi.slice(0, 9)}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10 === Number(npi[9]);
}

/** A licence or certification within this many days of its expiry is flagged. */
export const EXPIRY_WARNING_DAYS = 30;

export type ExpiryState = 'valid' | 'expiring' | 'expired';

/** `expiryDate` is a day (YYYY-MM-DD); `today` her day, in her time zone. */
export function expiryState(expiryDate: string, today: string): ExpiryState {
  const days = (Date.parse(`${expiryDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  if (days < 0) return 'expired';
  return days <= EXPIRY_WARNING_DAYS ? 'expiring' : 'valid';
}

export interface Credential {
  kind: CredentialKind;
  name: string;
  number: string;
  stateCode: string;
  expiryDate: string;
  status: CredentialStatus;
}

export interface OnboardingFacts {
  firstName: string;
  lastName: string;
  phone: string | null;
  address: string | null;
  dateOfBirth: string | null;
  title: string | null;
  npi: string | null;
  credentials: readonly Credential[];
  serviceRegionCount: number;
  weeklyHourBlocks: number;
  taskTypes: readonly TaskType[];
  hasLeaveFrom: boolean;
}

/** The steps of onboarding as the checklist shows them, in order. */
export const onboardingSteps = ['profile', 'work-settings', 'documents'] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

export const onboardingTexts = {
  profile: 'Add your phone, address, date of birth, title and NPI.',
  'work-settings': 'Choose where and when you work and the procedures you perform.',
  documents: 'Add your nursing licence with its number, state and expiry date.',
  notPending: 'Onboarding is already finished.',
  incomplete: 'Finish every step before submitting.',
} as const;

/** What each step still needs: an empty list means she may submit. */
export function missingOnboardingSteps(f: OnboardingFacts, today: string): OnboardingStep[] {
  const missing: OnboardingStep[] = [];
  const blank = (v: string | null) => v === null || v.trim() === '';
  if (
    blank(f.firstName) ||
    blank(f.lastName) ||
    blank(f.phone) ||
    blank(f.address) ||
    blank(f.dateOfBirth) ||
    blank(f.title) ||
    f.npi === null ||
    !isValidNpi(f.npi)
  )
    missing.push('profile');
  if (f.serviceRegionCount === 0 || f.weeklyHourBlocks === 0 || f.taskTypes.length === 0 || !f.hasLeaveFrom)
    missing.push('work-settings');
  if (!f.credentials.some((c) => c.kind === 'licence' && expiryState(c.expiryDate, today) !== 'expired'))
    missing.push('documents');
  return missing;
}

/**
 * Where finishing onboarding leads (ADR 043): an active licence valid beyond the warning window and
 * a current certification go straight to operations' approval; anything less (a licence pending or
 * expiring, no certification) needs an interview first, where operations check it with her.
 */
export function statusAfterOnboarding(f: OnboardingFacts, today: string): 'require_approval' | 'require_interview' {
  const licenceReady = f.credentials.some(
    (c) => c.kind === 'licence' && c.status === 'active' && expiryState(c.expiryDate, today) === 'valid',
  );
  const certified = f.credentials.some(
    (c) => c.kind === 'certification' && expiryState(c.expiryDate, today) !== 'expired',
  );
  return licenceReady && certified ? 'require_approval' : 'require_interview';
}
