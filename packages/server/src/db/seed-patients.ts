/**
 * A demo office's patients as every seed adds them: approved patient accounts whose membership of
 * the office is accepted (requirements.md 6: only accepted members reach its orders).
 */
import type { Tx } from './client.ts';
import * as t from './schema.ts';

type PatientUser = Omit<typeof t.users.$inferInsert, 'id' | 'role' | 'status'> & { id: string };

export async function seedOfficePatients(
  tx: Tx,
  officeId: string,
  patients: PatientUser[],
  acceptedAt: Date,
): Promise<void> {
  await tx
    .insert(t.users)
    .values(patients.map((p) => ({ ...p, role: 'patient' as const, status: 'approved' as const })));
  await tx.insert(t.officeMembers).values(
    patients.map((p) => ({
      officeId,
      userId: p.id,
      role: 'patient' as const,
      invitationStatus: 'accepted' as const,
      acceptedAt,
    })),
  );
}
