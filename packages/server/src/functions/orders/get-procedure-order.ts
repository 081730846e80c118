import { orderNeedsPlace } from '@sc/domain/addresses/visit-place';
import { CONTAINERS } from '@sc/domain/catalogue/containers';
import { diagnosesOf } from '@sc/domain/orders/diagnoses';
import { containerHandling } from '@sc/domain/orders/visit-window';
import { refusalTexts } from '@sc/domain/transitions/refusals';
import { canMoveStatus } from '@sc/domain/transitions/statuses';
import { AppError } from '../../lib/app-error.ts';
import { findProcedureOrder } from '../../repositories/order-reads.repository.ts';
import { listAcceptedOfficeIDs } from '../../repositories/procedures.repository.ts';
import { requireCaller, type Handler } from '../context.ts';
import { orderRowAnswer } from './order-row.ts';
import { readProcedureRecords } from './procedure-records.ts';

/**
 * The procedure page's read (office/procedures/{procedureID}, issue 14): the procedure's order with
 * every test of it, for staff of the office the order belongs to or placed it, and operations.
 */
export const getProcedureOrder: Handler<'getProcedureOrder'> = async ({ procedureID }, ctx) => {
  const caller = requireCaller(ctx);
  const found = await findProcedureOrder(ctx.db, procedureID);
  const offices = caller.role === 'admin' ? null : new Set(await listAcceptedOfficeIDs(ctx.db, caller.userId));
  const reaches = (o: { officeId: string; createdByOfficeId: string }) =>
    offices === null || offices.has(o.officeId) || offices.has(o.createdByOfficeId);
  if (!found || !reaches(found.order)) throw new AppError('not_found', refusalTexts.procedureNotFound, 'procedureID');
  const { order, procedures, containers, samples } = found;
  const tests = procedures.flatMap((p) =>
    p.testId && p.testCode && p.testName
      ? [{ id: p.testId, code: p.testCode, name: p.testName, procedureID: p.id, status: p.status }]
      : [],
  );
  // Results (values for the ordering office only, each read audited) and documents: ADR 033.
  const records = await readProcedureRecords(ctx, caller, {
    order,
    procedures,
    callerOfficeIDs: offices === null ? [] : [...offices],
  });
  return {
    order: {
      ...orderRowAnswer(order, tests),
      notes: order.notes,
      fastingHours: order.fastingHours,
      needsPlace: orderNeedsPlace(order),
      prescriberNPI: order.prescriberNpi,
      diagnoses: diagnosesOf(order.diagnosisCodes),
    },
    patient: order.patientId
      ? {
          id: order.patientId,
          name: order.patientName,
          dateOfBirth: order.patientDateOfBirth,
          phone: order.patientPhone,
          address: order.patientAddress,
        }
      : null,
    procedures: procedures.map((p) => ({
      id: p.id,
      status: p.status,
      test: p.testId && p.testCode && p.testName ? { id: p.testId, code: p.testCode, name: p.testName } : null,
      failure:
        p.status === 'failed'
          ? {
              reason: p.failedReason ?? '',
              failedBy: p.failedByName,
              failedByRole: p.failedByRole,
              at: p.failedAt?.toISOString() ?? null,
            }
          : null,
      cancelable: p.status !== 'canceled' && canMoveStatus('procedure', p.status, 'canceled'),
    })),
    samples: samples.map((s) => ({ ...s, collectedAt: s.collectedAt?.toISOString() ?? null })),
    containers: containers.map((c) => ({
      position: c.position,
      name: CONTAINERS[c.kind].name,
      color: c.color,
      procedureIDs: c.procedureIds,
      volumeMl: c.volumeUl / 1000,
      handling: containerHandling({ ...c, fillToLine: CONTAINERS[c.kind].fillToLine }),
    })),
    ...records,
  };
};
