/**
 * The procedure page's results and documents (issue 14, ADR 033), read inside getProcedureOrder's
 * transaction (a patient-data read runs in one, fn-route.ts).
 *
 * - A result's value is decrypted (lib/result-crypto.ts, the patient's key) only for staff of the
 *   ordering office, the order's `office_id`; each value decrypted is an audit row
 *   (`procedure.result.read`) in the same transaction, so the read and its record commit together.
 *   The office that placed the order for another, and operations, get the status only. No answer
 *   ever carries the ciphertext.
 * - Documents: the requisition, each procedure's documents (linked when stored: GET /api/files/:id
 *   lets staff of the order's offices read them) and the centrifuge photos, listed without a link.
 */
import type { FnOutput } from '@sc/domain/contract/index';
import {
  awaitedResults,
  centrifugePhotoFileIDs,
  mayReadResultValues,
  productLabel,
  toOfficeDocuments,
  toProcedureDocuments,
  type ResultExpectation,
} from '@sc/domain/orders/procedure-records';
import type { ResultValueState } from '@sc/domain/vocabulary/procedure-records';
import { decryptResult } from '../../lib/result-crypto.ts';
import {
  listProcedurePaperwork,
  listResultsOfProcedures,
  listStoredFileIDs,
} from '../../repositories/procedure-records.repository.ts';
import type { Caller, FnContext } from '../context.ts';

type Output = FnOutput<'getProcedureOrder'>;

export const RESULT_READ_ACTION = 'procedure.result.read';

export interface ProcedureRecordsInput {
  order: { id: string; requisitionNumber: string | null; officeId: string; createdByOfficeId: string };
  /** The order's procedures in page order, with their test's code and name when they have one. */
  procedures: readonly (ResultExpectation & { testCode: string | null })[];
  /** The offices the caller is an accepted member of (empty for operations). */
  callerOfficeIDs: readonly string[];
}

export async function readProcedureRecords(
  ctx: FnContext,
  caller: Caller,
  { order, procedures, callerOfficeIDs }: ProcedureRecordsInput,
): Promise<Pick<Output, 'results' | 'documents'>> {
  const ids = procedures.map((p) => p.id);
  // One after the other: they share the call's transaction.
  const stored = await listResultsOfProcedures(ctx.db, ids);
  const paperwork = await listProcedurePaperwork(ctx.db, ids);
  const paperworkOf = new Map(paperwork.map((p) => [p.id, p]));
  const position = new Map(ids.map((id, i) => [id, i]));
  const productsOf = new Map<string, number>();
  for (const r of stored) productsOf.set(r.procedureId, (productsOf.get(r.procedureId) ?? 0) + 1);
  const readsValues = caller.role !== 'admin' && mayReadResultValues(callerOfficeIDs, order);

  const results: Output['results'] = [];
  for (const row of [...stored].sort((a, b) => position.get(a.procedureId)! - position.get(b.procedureId)!)) {
    const procedure = procedures.find((p) => p.id === row.procedureId);
    // A test with one product is named by the test; several products by each product.
    const name =
      procedure?.testName && productsOf.get(row.procedureId) === 1 ? procedure.testName : productLabel(row.productId);
    let value: string | null = null;
    let valueState: ResultValueState = row.ciphertext === null ? 'none' : readsValues ? 'shown' : 'withheld';
    if (valueState === 'shown' && row.ciphertext !== null) {
      const patientID = paperworkOf.get(row.procedureId)?.patientId ?? null;
      try {
        value = decryptResult(row.ciphertext, {
          dataEncryptionKey: ctx.config.dataEncryptionKey,
          patientKeyID: patientID ?? `procedure:${row.procedureId}`,
          procedureID: row.procedureId,
          productID: row.productId,
        });
        await ctx.audit({
          action: RESULT_READ_ACTION,
          subjectUserId: patientID,
          recordType: 'procedure',
          recordId: row.procedureId,
          outcome: 'success',
          detail: { productID: row.productId, via: 'getProcedureOrder' },
        });
      } catch (error) {
        // A key that changed, or a row copied from elsewhere: the status still shows, never the bytes.
        ctx.log.error({ err: error, procedureID: row.procedureId, productID: row.productId }, 'result not decrypted');
        value = null;
        valueState = 'unreadable';
      }
    }
    results.push({
      procedureID: row.procedureId,
      productID: row.productId,
      name,
      status: row.status,
      value,
      valueState,
    });
  }
  // A test the lab has not opened a result for yet still awaits one: pending, not absent.
  const withRows = new Set(stored.map((r) => r.procedureId));
  for (const awaited of awaitedResults(procedures, withRows))
    results.push({ ...awaited, productID: '', status: 'pending', value: null, valueState: 'none' });
  results.sort((a, b) => position.get(a.procedureID)! - position.get(b.procedureID)!);

  const namedFiles = paperwork.flatMap((p) => [
    ...toProcedureDocuments(p.documents).map((d) => d.fileID),
    ...centrifugePhotoFileIDs(p.chartingItems),
  ]);
  const documents = toOfficeDocuments({
    requisitionNumber: order.requisitionNumber,
    procedures: procedures.flatMap((p) => {
      const found = paperworkOf.get(p.id);
      return found
        ? [{ id: p.id, code: p.testCode, documents: found.documents, chartingItems: found.chartingItems }]
        : [];
    }),
    storedFileIDs: await listStoredFileIDs(ctx.db, namedFiles),
  });
  return { results, documents };
}
