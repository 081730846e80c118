/** Procedure results per product (requirements.md 3): only ciphertext is ever written. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bookings, procedureResults, procedures } from '../db/schema.ts';

/** The products with results enabled for the procedure (the ones it has a result row for), with what is stored. */
export async function listResultRows(db: Db, procedureID: string): Promise<Map<string, string | null>> {
  const rows = await db
    .select({ productId: procedureResults.productId, ciphertext: procedureResults.resultCiphertext })
    .from(procedureResults)
    .where(eq(procedureResults.procedureId, procedureID));
  return new Map(rows.map((r) => [r.productId, r.ciphertext]));
}

export async function saveResultCiphertext(db: Db, procedureID: string, productID: string, ciphertext: string) {
  await db
    .update(procedureResults)
    .set({
      resultCiphertext: ciphertext,
      status: 'available',
      updatedAt: sql`now()` /* bookkeeping, read by nothing (ADR 066) */,
    })
    .where(and(eq(procedureResults.procedureId, procedureID), eq(procedureResults.productId, productID)));
}

/** The patient the procedure's booking is for, else its contact's account, else null. */
export async function findProcedurePatientID(db: Db, procedureID: string): Promise<string | null> {
  const [row] = await db
    .select({ patientId: bookings.patientId, contact: procedures.contact })
    .from(procedures)
    .leftJoin(bookings, eq(bookings.id, procedures.bookingId))
    .where(eq(procedures.id, procedureID))
    .limit(1);
  return row?.patientId ?? row?.contact?.userID ?? null;
}
