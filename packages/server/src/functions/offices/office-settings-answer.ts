/** How office settings are answered (issue 14, ADR 031): shared by the settings handlers. */
import { formatMapPin, isPlaced } from '@sc/domain/addresses/address-place';
import { partnerStateOf } from '@sc/domain/offices/partnerships';
import { AppError } from '../../lib/app-error.ts';
import {
  findOfficeDetails,
  listPartnerRows,
  type OfficeDetails,
} from '../../repositories/office-settings.repository.ts';
import type { Db } from '../../db/client.ts';

/** The office's details as answered: its point as the pin a form shows again (ADR 082). */
export function officeDetailsAnswer({ lat, lng, ...office }: OfficeDetails) {
  const point = { lat, lng };
  return {
    ...office,
    addressPin: isPlaced(point) ? formatMapPin(point) : null,
    notificationEmails: [...office.notificationEmails],
  };
}

/** The office's details; it was just found by requireOfficeStaff, so missing now is a bug. */
export async function requireOfficeDetails(db: Db, officeId: string): Promise<OfficeDetails> {
  const office = await findOfficeDetails(db, officeId);
  if (!office) throw new AppError('not_found', 'Office not found.', 'officeID');
  return office;
}

/** Every office this one names or is named by, with where they stand. */
export async function partnersAnswer(db: Db, officeId: string) {
  return (await listPartnerRows(db, officeId)).flatMap((row) => {
    const state = partnerStateOf(row.weNameThem !== null, row.theyNameUs !== null);
    const since = row.weNameThem ?? row.theyNameUs;
    return state && since
      ? [{ officeID: row.officeID, name: row.name, type: row.type, state, since: since.toISOString() }]
      : [];
  });
}
