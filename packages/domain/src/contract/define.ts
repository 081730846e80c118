/**
 * The named-function contract (architecture.md 3). Each function declares its input and output schemas,
 * who may call it and whether it writes. The server registers handlers from it, the web client is
 * typed from it and /api/openapi.json is generated from it.
 */
import type { z } from 'zod';
import type { PatientDataUse } from '../access/audit.ts';
import type { Role, UserStatus } from '../vocabulary/accounts.ts';

export type Access =
  /** Anyone, signed in or not. */
  | { kind: 'public' }
  /** Any signed-in person, patients included, whatever their account's status. */
  | { kind: 'signed-in' }
  /**
   * Signed-in people of these roles whose account is approved (requirements.md 6: a non-approved user sees
   * only a status page), or of any status when `anyStatus` (what the status pages themselves call).
   */
  | { kind: 'roles'; roles: readonly Role[]; anyStatus?: true }
  /** Development and test instances only: a 404 in production. */
  | { kind: 'dev' };

export interface FunctionDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  summary: string;
  input: I;
  output: O;
  access: Access;
  /** Writes run in a transaction and honour Idempotency-Key. */
  write: boolean;
  /** What patient data it reads or writes: each call of one that does is audited (ADR 017). */
  patientData: PatientDataUse;
  /**
   * A read whose handler writes its own audit row (a sealed secret opened, ADR 079): it runs in a
   * transaction like a write, so the answer leaves only with its row committed; unlike a write, no
   * answer is stored for an Idempotency-Key.
   */
  auditedRead?: true;
  /** A valid input, used by the OpenAPI document and the permission walk. */
  example: z.input<I>;
}

export function defineFunction<I extends z.ZodType, O extends z.ZodType>(def: FunctionDef<I, O>): FunctionDef<I, O> {
  return def;
}

export const publicAccess: Access = { kind: 'public' };
export const signedIn: Access = { kind: 'signed-in' };
export function rolesAccess(...roles: Role[]): Access {
  return { kind: 'roles', roles };
}
/** Roles whatever their account's status: for what a status page or a hand-off calls. */
export function rolesAnyStatusAccess(...roles: Role[]): Access {
  return { kind: 'roles', roles, anyStatus: true };
}

/**
 * An operations function (issue 25): for `admin` alone. Anyone else, signed in or not, is answered
 * exactly as for a function that does not exist, so its name and its input reveal nothing (ADR 053).
 */
export function isOperationsOnly(access: Access): boolean {
  return access.kind === 'roles' && access.roles.length > 0 && access.roles.every((role) => role === 'admin');
}

/** Whether a caller of `role` (null: anonymous) whose account has `status` may call. */
export function allows(access: Access, role: Role | null, status: UserStatus = 'approved'): boolean {
  switch (access.kind) {
    case 'public':
    case 'dev':
      return true;
    case 'signed-in':
      return role !== null;
    case 'roles':
      return role !== null && access.roles.includes(role) && (access.anyStatus === true || status === 'approved');
  }
}
