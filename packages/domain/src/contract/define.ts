/**
 * The named-function contract (DESIGN.md 3). Each function declares its input and output schemas,
 * who may call it and whether it writes. The server registers handlers from it, the web client is
 * typed from it and /api/openapi.json is generated from it.
 */
import type { z } from 'zod';
import type { Role } from '../auth/roles.ts';

export type Access =
  /** Anyone, signed in or not. */
  | { kind: 'public' }
  /** Any signed-in person, patients included. */
  | { kind: 'signed-in' }
  /** Signed-in people of these roles. */
  | { kind: 'roles'; roles: readonly Role[] }
  /** Development and test instances only: a 404 in production. */
  | { kind: 'dev' };

export interface FunctionDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  summary: string;
  input: I;
  output: O;
  access: Access;
  /** Writes run in a transaction and honour Idempotency-Key. */
  write: boolean;
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

export function allows(access: Access, role: Role | null): boolean {
  switch (access.kind) {
    case 'public':
    case 'dev':
      return true;
    case 'signed-in':
      return role !== null;
    case 'roles':
      return role !== null && access.roles.includes(role);
  }
}
