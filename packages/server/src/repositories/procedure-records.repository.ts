/**
 * What the procedure page reads of an order's procedures beyond their statuses (issue 14, ADR 033):
 * the stored results (ciphertext only: decrypting is the caller's, with the patient's key), the
 * documents and charting that name files, and which of those files are stored.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bookings, files, orders, procedureResults, procedures } from '../db/schema.ts';

/** The result rows of these procedures (products with results enabled, requirements.md 3), by procedure and product. */
export async function listResultsOfProcedures(db: Db, procedureIDs: readonly string[]) {
  if (procedureIDs.length === 0) return [];
  return db
    .select({
      procedureId: procedureResults.procedureId,
      productId: procedureResults.productId,
      status: procedureResults.status,
      ciphertext: procedureResults.resultCiphertext,
    })
    .from(procedureResults)
    .where(inArray(procedureResults.procedureId, [...procedureIDs]))
    .orderBy(asc(procedureResults.procedureId), asc(procedureResults.productId));
}

/**
 * Each procedure's documents and charting (where the "Centrifuge Photo" names its files) with the
 * patient whose key its results are encrypted with: the booking's patient, else the contact's account.
 */
export async function listProcedurePaperwork(db: Db, procedureIDs: readonly string[]) {
  if (procedureIDs.length === 0) return [];
  const rows = await db
    .select({
      id: procedures.id,
      documents: procedures.documents,
      chartingItems: procedures.chartingItems,
      bookingPatientId: bookings.patientId,
      contact: procedures.contact,
    })
    .from(procedures)
    .leftJoin(bookings, eq(bookings.id, procedures.bookingId))
    .where(inArray(procedures.id, [...procedureIDs]));
  return rows.map(({ bookingPatientId, contact, ...row }) => ({
    ...row,
    patientId: bookingPatientId ?? contact?.userID ?? null,
  }));
}

/** Which of these file ids have a stored file row. */
export async function listStoredFileIDs(db: Db, fileIDs: readonly string[]): Promise<Set<string>> {
  if (fileIDs.length === 0) return new Set();
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(inArray(files.id, [...new Set(fileIDs)]));
  return new Set(rows.map((r) => r.id));
}

/**
 * Whether a procedure of an order of one of these offices (placed for or by it) names the file
 * among its documents: what office staff may open through GET /api/files/:id. The offices' orders
 * are found by their indexes, their procedures by `procedures_order_test`.
 */
export async function isDocumentOfOffices(db: Db, fileID: string, officeIDs: readonly string[]): Promise<boolean> {
  if (officeIDs.length === 0) return false;
  const [row] = await db
    .select({ id: procedures.id })
    .from(procedures)
    .innerJoin(orders, eq(orders.id, procedures.orderId))
    .where(
      and(
        or(inArray(orders.officeId, [...officeIDs]), inArray(orders.createdByOfficeId, [...officeIDs])),
        sql`${procedures.documents} @> ${JSON.stringify([{ fileID }])}::jsonb`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
