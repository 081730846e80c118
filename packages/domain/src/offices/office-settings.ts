/**
 * An office's own details (issue 14, office/settings/details; requirements.md 3 Office info.name; ADR 031):
 * its name, address and time zone, checked here before anything is written. Names and addresses
 * are stored trimmed with their inner runs of spaces made one.
 */
import { placeAddress, type MapPoint } from '../addresses/address-place.ts';
import { isTimeZone } from '../orders/patient-details.ts';

export const OFFICE_NAME_MIN = 2;
export const OFFICE_NAME_MAX = 80;
export const OFFICE_ADDRESS_MAX = 200;
export const PLACE_ACCOUNT_NUMBER_MAX = 40;

export const OFFICE_SETTINGS_REFUSALS = {
  nameShort: `Enter the office’s name (at least ${OFFICE_NAME_MIN} characters).`,
  nameLong: `The office’s name can be at most ${OFFICE_NAME_MAX} characters.`,
  addressLong: `The address can be at most ${OFFICE_ADDRESS_MAX} characters.`,
  timeZone: 'Choose the office’s time zone.',
  nothingToSave: 'Change something before saving.',
  accountNumberLong: `The account number can be at most ${PLACE_ACCOUNT_NUMBER_MAX} characters.`,
  unknownPlace: 'Place not found.',
  pinWithoutAddress: 'Send the address with its map pin.',
} as const;

/** Trimmed, with runs of white space (tabs, new lines) made one space. */
export function tidyText(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

export interface OfficeDetailsChange {
  name?: string | undefined;
  address?: string | undefined;
  timeZone?: string | undefined;
}

export type OfficeDetailsField = 'name' | 'address' | 'timeZone';

/** The first refusal of a change to an office's details (fields as given), or null. */
export function officeDetailsRefusal(
  change: OfficeDetailsChange,
): { field: OfficeDetailsField; message: string } | null {
  if (change.name !== undefined) {
    const name = tidyText(change.name);
    if ([...name].length < OFFICE_NAME_MIN) return { field: 'name', message: OFFICE_SETTINGS_REFUSALS.nameShort };
    if ([...name].length > OFFICE_NAME_MAX) return { field: 'name', message: OFFICE_SETTINGS_REFUSALS.nameLong };
  }
  if (change.address !== undefined && [...tidyText(change.address)].length > OFFICE_ADDRESS_MAX)
    return { field: 'address', message: OFFICE_SETTINGS_REFUSALS.addressLong };
  if (change.timeZone !== undefined && !isTimeZone(change.timeZone))
    return { field: 'timeZone', message: OFFICE_SETTINGS_REFUSALS.timeZone };
  return null;
}

/** The refusal of an account number at a place, or null (empty means "no number"). */
export function placeAccountNumberRefusal(accountNumber: string): string | null {
  return [...tidyText(accountNumber)].length > PLACE_ACCOUNT_NUMBER_MAX
    ? OFFICE_SETTINGS_REFUSALS.accountNumberLong
    : null;
}

export type OfficeAddressPlace =
  | { ok: true; change: { address: string; point: MapPoint | null } | null }
  | { ok: false; field: 'address' | 'addressPin'; message: string };

/**
 * The office's own address and its pin as a save sends them (ADR 082, extending ADR 071): no
 * address, nothing to place (a pin alone is refused, it would be a point with no address); an
 * address, tidied, with the point its pin gives, or refused beside its field when it has none. An
 * empty address clears the point too. The address's length is officeDetailsRefusal's.
 */
export function placeOfficeAddress(input: {
  address?: string | undefined;
  addressPin?: string | undefined;
}): OfficeAddressPlace {
  if (input.address === undefined)
    return input.addressPin === undefined
      ? { ok: true, change: null }
      : { ok: false, field: 'addressPin', message: OFFICE_SETTINGS_REFUSALS.pinWithoutAddress };
  const address = tidyText(input.address);
  const place = placeAddress({ address, pin: input.addressPin ?? '' });
  if (!place.ok) return { ok: false, field: place.field === 'pin' ? 'addressPin' : 'address', message: place.message };
  return { ok: true, change: { address, point: address === '' ? null : place.point } };
}
