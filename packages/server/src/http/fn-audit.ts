/**
 * The audit trail of named functions (HIPAA 164.312(b), ADR 017). A function whose contract says
 * it touches patient data writes one row per record it names: on success in the call's own
 * transaction (so the access and its record commit or roll back together), and on refusal in a
 * transaction of its own (the refusal rolls the call's back), an anonymous caller's included.
 */
import type { FastifyRequest } from 'fastify';
import type { FunctionDef } from '@sc/domain/contract/define';
import type { Db } from '../db/client.ts';
import type { Caller } from '../functions/context.ts';
import type { AppError } from '../lib/app-error.ts';
import { recordAudit, type AuditEntry, type AuditSource } from '../repositories/audit.repository.ts';

/**
 * Who is asking and from where, for every audit row of this request (ADR 036). `ip` is passed when
 * the caller has read it already: behind a trusted proxy each read of `req.ip` parses a header.
 */
export function auditSource(req: FastifyRequest, caller: Caller | null, ip: string = req.ip): AuditSource {
  return { actorId: caller?.userId ?? null, actorRole: caller?.role ?? null, ip, requestId: String(req.id) };
}

export interface FnAuditTrail {
  succeeded(db: Db, input: unknown, output: unknown): Promise<void>;
  refused(db: Db, input: unknown, error: AppError): Promise<void>;
}

/** Ids of the record the call names: the input's field, else the output's (a created record). */
function recordIdsOf(field: string | undefined, input: unknown, output: unknown): (string | null)[] {
  if (field === undefined) return [null];
  const value =
    (input as Record<string, unknown> | null)?.[field] ?? (output as Record<string, unknown> | null)?.[field];
  const ids = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
  return ids.length > 0 ? ids : [null];
}

export function fnAuditTrail(name: string, def: FunctionDef, source: AuditSource): FnAuditTrail | null {
  const use = def.patientData;
  if (use === 'none') return null;
  const write = async (db: Db, input: unknown, output: unknown, outcome: AuditEntry['outcome'], detail = {}) => {
    for (const recordId of recordIdsOf(use.field, input, output)) {
      // The patient is named by recordAudit: the user of a user record, a procedure's patient.
      await recordAudit(db, source, {
        action: name,
        recordType: use.record,
        recordId,
        outcome,
        detail: { access: use.access, ...detail },
      });
    }
  };
  return {
    succeeded: (db, input, output) => write(db, input, output, 'success'),
    refused: (db, input, error) =>
      db.transaction((tx) => write(tx as unknown as Db, input, null, 'refused', { code: error.code })),
  };
}
