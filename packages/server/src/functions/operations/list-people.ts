import { officeDecisionsFor, userDecisionsFor } from '@sc/domain/access/people-decisions';
import { badRequest } from '../../lib/app-error.ts';
import {
  listCredentialsOf,
  listOfficesForReview as readOffices,
  listPeople as readPeople,
  PEOPLE_ROLES,
} from '../../repositories/operations.repository.ts';
import type { Handler } from '../context.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
/**
 * A page's end: the last person's creation time, to the microsecond as PostgreSQL keeps it, and id
 * (keyset paging, ADR 053). Milliseconds are not enough: people created in one transaction share a
 * timestamp a PostgreSQL server writes with microseconds, and a cut one sorts before all of them.
 */
const cursorOf = (createdAtKey: string, id: string) => Buffer.from(`${createdAtKey}|${id}`).toString('base64url');
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;
function parseCursor(cursor: string): { createdAt: string; id: string } {
  const [createdAt = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!TIMESTAMP.test(createdAt) || id === '') throw badRequest('after: Unknown page.', 'after');
  return { createdAt, id };
}

/** Operations' people: nurses, office staff and packers, with their documents and open decisions. */
export const listPeople: Handler<'listPeople'> = async ({ group, status, search, limit, after }, ctx) => {
  const rows = await readPeople(ctx.db, {
    roles: PEOPLE_ROLES[group],
    status,
    search: search || undefined,
    after: after ? parseCursor(after) : undefined,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const credentials = await listCredentialsOf(
    ctx.db,
    page.filter((p) => p.role === 'nurse').map((p) => p.id),
  );
  const last = page.at(-1);
  return {
    people: page.map((p) => ({
      id: p.id,
      email: p.email,
      name: `${p.firstName} ${p.lastName}`.trim() || p.email,
      phone: p.phone,
      role: p.role,
      status: p.status,
      createdAt: iso(p.createdAt),
      office: p.officeId && p.officeName ? { id: p.officeId, name: p.officeName } : null,
      npi: p.npi,
      malpractice:
        p.malpracticeCarrier || p.malpracticeExpiry
          ? { carrier: p.malpracticeCarrier, expiryDate: p.malpracticeExpiry }
          : null,
      credentials: credentials
        .filter((c) => c.userId === p.id)
        .map(({ kind, name, number, stateCode, expiryDate, status: s }) => ({
          kind,
          name,
          number,
          stateCode,
          expiryDate,
          status: s,
        })),
      decisions: userDecisionsFor(p.role, p.status),
    })),
    next: rows.length > limit && last ? cursorOf(last.createdAtKey, last.id) : null,
  };
};

export const listOfficesForReview: Handler<'listOfficesForReview'> = async ({ status, limit }, ctx) => {
  const rows = await readOffices(ctx.db, { status, limit });
  return {
    offices: rows.map((o) => ({ ...o, createdAt: iso(o.createdAt), decisions: officeDecisionsFor(o.status) })),
  };
};
