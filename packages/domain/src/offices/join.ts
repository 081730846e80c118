/** User status after joining an office (requirements.md 4, "After joining an office"). */
import type { Role, UserStatus } from '../vocabulary/accounts.ts';

export function statusAfterJoiningOffice(input: {
  role: Role;
  currentStatus: UserStatus;
  hasOffices: boolean;
  officeAutoApproves: boolean;
}): UserStatus {
  if (input.officeAutoApproves) return 'approved';
  if (input.role === 'nurse') return input.hasOffices ? 'approved' : 'pending';
  if (input.role === 'patient' || input.role === 'prescriber' || input.role === 'assistant') return 'approved';
  return input.currentStatus;
}
