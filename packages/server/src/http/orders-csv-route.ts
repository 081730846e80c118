/**
 * GET /api/orders.csv: the orders list as its filters stand, for a spreadsheet (issue 14). The
 * query is `listOrders`' input (status repeated for several), checked by the same schema and the
 * same office access; at most ORDERS_CSV_MAX rows. Every patient in it is an audit row.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findInputProblem } from '@sc/domain/contract/input-safety';
import { listOrdersInput } from '@sc/domain/contract/orders';
import { SPECIMEN_WHEREABOUTS_LABELS } from '@sc/domain/custody/specimen-whereabouts';
import { toCsv } from '@sc/domain/format/csv';
import { officeStaffRoles } from '@sc/domain/vocabulary/accounts';
import { isCalendarDate } from '@sc/domain/orders/order-request';
import { ORDER_STATUS_LABELS } from '@sc/domain/orders/order-status';
import { orderSpecimens } from '../functions/custody/order-specimens.ts';
import { requireOfficeStaff } from '../functions/office-access.ts';
import { INVALID_DATE_FILTER } from '../functions/orders/list-orders.ts';
import { AppError, badRequest, forbidden } from '../lib/app-error.ts';
import { recordAudit } from '../repositories/audit.repository.ts';
import { listOrderPage, listOrderTests } from '../repositories/order-lists.repository.ts';
import type { Db } from '../db/client.ts';
import type { Caller } from '../functions/context.ts';
import type { AppDeps } from './app-deps.ts';
import { auditSource } from './fn-audit.ts';
import { resolveSession } from './session.ts';

const ORDERS_CSV_MAX = 10_000;
const STAFF: readonly string[] = [...officeStaffRoles, 'admin'];
const csvQuery = listOrdersInput.omit({ page: true, pageSize: true });

export function registerOrdersCsvRoute(app: FastifyInstance, { config, database }: AppDeps): void {
  app.get('/api/orders.csv', async (req, reply) => {
    const session = await resolveSession(database.db, config, req);
    if (!session) {
      // Every refused attempt at patient data is recorded, a signed-out one too (issue 22).
      await refused(database.db, req, null, 'unauthenticated');
      throw new AppError('unauthenticated', 'Please sign in.');
    }
    const { caller } = session;
    if (caller.status !== 'approved' || !STAFF.includes(caller.role)) {
      await refused(database.db, req, caller, 'role');
      throw forbidden();
    }
    const raw = req.query as Record<string, string | string[]>;
    // As the named functions do, before the schema: PostgreSQL refuses NUL in text (a 500, not a 400).
    const unsafe = findInputProblem(raw);
    if (unsafe) throw badRequest(`${unsafe.path}: ${unsafe.message}`, unsafe.path);
    const parsed = csvQuery.safeParse({
      ...raw,
      status: raw.status === undefined ? [] : [raw.status].flat(),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw badRequest(
        `${issue?.path.join('.') || 'query'}: ${issue?.message ?? 'invalid'}`,
        String(issue?.path[0] ?? ''),
      );
    }
    const q = parsed.data;
    for (const field of ['from', 'to'] as const)
      if (q[field] !== undefined && !isCalendarDate(q[field])) throw badRequest(INVALID_DATE_FILTER, field);

    const csv = await database.db
      .transaction(async (tx) => {
        const office = await requireOfficeStaff(tx, caller, q.officeID);
        const { rows } = await listOrderPage(tx, {
          officeId: office.id,
          statuses: q.status,
          from: q.from,
          to: q.to,
          patientId: q.patientID,
          prescriberId: q.prescriberID,
          testId: q.testID,
          search: q.search,
          sort: q.sort,
          direction: q.direction,
          limit: ORDERS_CSV_MAX,
          offset: 0,
        });
        const tests = await listOrderTests(
          tx,
          rows.map((r) => r.id),
        );
        const specimenOf = await orderSpecimens(
          tx,
          rows.map((r) => r.id),
        );
        const patients = [...new Set(rows.flatMap((r) => (r.patientId ? [r.patientId] : [])))];
        for (const patientId of patients.length ? patients : [null])
          await recordAudit(tx, auditSource(req, caller), {
            action: 'orders.csv',
            recordType: 'user',
            recordId: patientId,
            subjectUserId: patientId,
            outcome: 'success',
            detail: { officeID: office.id },
          });
        return toCsv([
          [
            'Requisition',
            'Status',
            'Specimen',
            'Patient',
            'Prescriber',
            'Tests',
            'Visit day',
            'From',
            'To',
            'Time zone',
            'Ordered at',
          ],
          ...rows.map((r) => [
            r.requisitionNumber,
            ORDER_STATUS_LABELS[r.status],
            SPECIMEN_WHEREABOUTS_LABELS[specimenOf(r.id)],
            r.patientName,
            r.prescriberName,
            (tests.get(r.id) ?? []).map((t) => t.code).join(' '),
            r.requestedDate,
            r.windowStart,
            r.windowEnd,
            r.timeZone,
            r.createdAt.toISOString(),
          ]),
        ]);
      })
      .catch(async (error: unknown) => {
        // Another office's orders: refused like an unknown office, and recorded once the
        // transaction has let go (PGlite has one connection).
        if (error instanceof AppError) await refused(database.db, req, caller, error.code);
        throw error;
      });
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="orders.csv"')
      .header('Cache-Control', 'no-store')
      .send(csv);
  });
}

/** A refused export names no patient: none was read. */
function refused(db: Db, req: FastifyRequest, caller: Caller | null, reason: string): Promise<void> {
  return recordAudit(db, auditSource(req, caller), {
    action: 'orders.csv',
    recordType: 'user',
    recordId: null,
    subjectUserId: null,
    outcome: 'refused',
    detail: { reason },
  });
}
