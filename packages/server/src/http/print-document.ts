/**
 * Serving one printable document (ADR 048): session, approved account and role, format, the
 * document's own lookup in a transaction that writes the success row, else one refused row; then
 * the bytes. The print route and the order requisition's older address both serve through it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../functions/context.ts';
import type { Printable, PrintFormat } from '../functions/packing/printables.ts';
import { AppError, forbidden } from '../lib/app-error.ts';
import { auditableId, recordAudit } from '../repositories/audit.repository.ts';
import type { Db } from '../db/client.ts';
import type { AppDeps } from './app-deps.ts';
import { auditSource } from './fn-audit.ts';
import { resolveSession } from './session.ts';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const NOT_FOUND = 'Document not found.';

/**
 * Serves one printable: what the pattern above does for every document, and what an older address
 * of a document (the order requisition's) does for it, so both check and audit alike.
 */
export async function printDocument(
  { config, database }: AppDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  {
    printable,
    action,
    id,
    format: requestedFormat,
  }: { printable: Printable | undefined; action: string; id: string; format?: string | undefined },
) {
  const requested = auditableId(id.slice(0, 64));
  const key = printable?.detailKey ?? 'id';
  const notFound = printable?.notFound ?? NOT_FOUND;
  const session = await resolveSession(database.db, config, req);
  if (!session) {
    await audit(database.db, req, null, action, 'refused', null, {
      [key]: ID.test(requested) ? requested : null,
      reason: 'unauthenticated',
    });
    throw new AppError('unauthenticated', 'Please sign in.');
  }
  const { caller } = session;
  const refuse = (reason: string) =>
    audit(database.db, req, caller, action, 'refused', null, { [key]: requested, reason });
  if (!printable) {
    await refuse('unknown-document');
    throw new AppError('not_found', notFound);
  }
  if (caller.status !== 'approved' || !printable.roles.includes(caller.role)) {
    await refuse('role');
    throw forbidden();
  }
  const format = (requestedFormat ?? 'pdf') as PrintFormat;
  if (!printable.formats.includes(format)) {
    await refuse('format');
    throw new AppError('bad_request', `This document prints as ${printable.formats.join(' or ')}.`, 'format');
  }
  const printed = await database.db.transaction(async (tx) => {
    const found = ID.test(requested) ? await printable.load(tx, caller, requested, config.clock.now()) : undefined;
    if (found) await audit(tx, req, caller, action, 'success', found.record, found.detail ?? { id: requested, format });
    return found;
  });
  if (!printed) {
    await refuse('unknown');
    throw new AppError('not_found', notFound);
  }
  const { contentType, body } = await printed.render(format);
  const extension = format === 'zpl' ? 'zpl' : 'pdf';
  const filename = printed.filename.endsWith(`.${extension}`) ? printed.filename : `${printed.filename}.${extension}`;
  return reply
    .header('Content-Type', contentType)
    .header('Content-Disposition', `inline; filename="${filename}"`)
    .header('Cache-Control', 'no-store')
    .send(body);
}

function audit(
  db: Db,
  req: FastifyRequest,
  caller: Caller | null,
  action: string,
  outcome: 'success' | 'refused',
  record: { type: string; id: string | null; subjectUserId?: string | null } | null,
  detail: Record<string, unknown>,
): Promise<void> {
  return recordAudit(db, auditSource(req, caller), {
    action,
    recordType: record?.type ?? null,
    recordId: record?.id ?? null,
    ...(record && record.type !== 'procedure'
      ? { subjectUserId: record.type === 'user' ? record.id : (record.subjectUserId ?? null) }
      : {}),
    outcome,
    detail,
  });
}
