/**
 * Photos from the phone (requirements.md 4, 5): POST /api/files takes the raw image (no base64 in JSON:
 * a phone photo is megabytes), checks it is the photo it claims to be, stores it through the
 * storage adapter and answers its id for a step to name. GET /api/files/:id serves it back to the
 * uploader or operations only. Only approved nurses and packers upload: theirs are the steps that
 * take photos (requirements.md 2.11, 2.12); office staff read the documents of their offices' procedures
 * (ADR 033). Every upload and read, allowed or refused, is an audit row
 * (ADR 017): a photo shows a patient's samples and home.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isOfficeStaff } from '@sc/domain/auth/roles';
import type { Role } from '@sc/domain/vocabulary/accounts';
import { refusalTexts } from '@sc/domain/transitions/refusals';
import type { Caller } from '../functions/context.ts';
import type { StoredFile } from '../adapters/storage/storage.ts';
import { AppError, forbidden } from '../lib/app-error.ts';
import { newId } from '../lib/tokens.ts';
import type { Db } from '../db/client.ts';
import { auditableId, recordAudit, type AuditEntry } from '../repositories/audit.repository.ts';
import {
  findFile,
  findFileByIdempotencyKey,
  insertFile,
  lockUploadsOf,
  uploadUsageOf,
  type FileRow,
  type UploadUsage,
} from '../repositories/files.repository.ts';
import { isDocumentOfOffices } from '../repositories/procedure-records.repository.ts';
import { listAcceptedOfficeIDs } from '../repositories/procedures.repository.ts';
import type { AppDeps } from './app-deps.ts';
import { auditSource } from './fn-audit.ts';
import { requireSameOrigin } from './fn-route.ts';
import { resolveSession } from './session.ts';

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Per-user upload quota (ASVS 5.0 V2.4.1, V5.2.4; ADR 019). A nurse's busy day takes a few dozen
 * photos of a few MB, rarely more than one a minute, so real work never meets these; they bound
 * what one account (or a script holding its session) can store: 10 a minute, and 100 photos or
 * 500 MB in any 24 hours.
 */
export const uploadQuota = { perMinute: 10, perDay: 100, megabytesPerDay: 500 } as const;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The magic bytes of each accepted type. */
const signatures: Record<FileRow['contentType'], (b: Buffer) => boolean> = {
  'image/jpeg': (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) =>
    b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (b) => b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
};
const contentTypes = Object.keys(signatures) as FileRow['contentType'][];

/** The nurse's centrifugation, shipment and charting photos; the packer's supply-box photo. */
const UPLOADER_ROLES: readonly Role[] = ['nurse', 'packer'];
const mayUpload = (caller: Caller) => caller.status === 'approved' && UPLOADER_ROLES.includes(caller.role);
/** Uploaders read their own photos; operations read any. */
const mayReadAny = (caller: Caller) => caller.status === 'approved' && caller.role === 'admin';
/** Office staff read the documents of their offices' procedures (ADR 033), never a nurse's photo. */
const mayReadDocuments = (caller: Caller) => caller.status === 'approved' && isOfficeStaff(caller.role);
const mayRead = (caller: Caller) => mayUpload(caller) || mayReadAny(caller) || mayReadDocuments(caller);
const FILE_ID = /^[A-Za-z0-9_-]{1,100}$/;
type ReadRefusal = 'unknown' | 'not-owner' | 'not-stored';

export const fileTexts = {
  missingFile: refusalTexts.missingFile,
  notAPhoto: 'The file must be a JPEG, PNG or WebP photo.',
  tooLarge: 'The photo is larger than 10 MB.',
  tooManyPerMinute: 'Too many photos in one minute. Please wait a minute and try again.',
  dailyLimit: `You have reached the limit of ${uploadQuota.perDay} photos or ${uploadQuota.megabytesPerDay} MB in 24 hours. Please contact support to upload more.`,
} as const;

export function registerFilesRoute(app: FastifyInstance, deps: AppDeps): void {
  const { config, database, adapters } = deps;

  /** The uploader, checked before the body is read: a refused caller costs no 10 MB buffer. */
  const uploaders = new WeakMap<FastifyRequest, { caller: Caller; idempotencyKey: string | null }>();

  app.register(async (scope) => {
    scope.addContentTypeParser(contentTypes, { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error, _req, reply) => {
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return reply.code(413).send({ error: { code: 'bad_request', message: fileTexts.tooLarge } });
      if (error instanceof AppError && error.message === fileTexts.tooManyPerMinute) reply.header('Retry-After', '60');
      throw error;
    });

    const onRequest = async (req: FastifyRequest, reply: FastifyReply) => {
      requireSameOrigin(req, config);
      const session = await resolveSession(database.db, config, req);
      if (!session) {
        // Every refused attempt is recorded, a signed-out one too (issue 22).
        await audit(database.db, req, null, 'file.upload', 'refused', null, { reason: 'unauthenticated' });
        throw new AppError('unauthenticated', 'Please sign in.');
      }
      const { caller } = session;
      if (!mayUpload(caller)) {
        await audit(database.db, req, caller, 'file.upload', 'refused', null, { reason: 'role' });
        throw forbidden();
      }
      const key = req.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' && IDEMPOTENCY_KEY.test(key) ? key : null;
      // A retry of a stored upload is answered, unread and uncounted: it adds nothing.
      const earlier = idempotencyKey && (await findFileByIdempotencyKey(database.db, caller.userId, idempotencyKey));
      if (earlier) return reply.code(201).send(answer(earlier));
      // Over quota already: refused before 10 MB is read. Checked again, exactly, before the insert.
      const declared = Math.min(Number(req.headers['content-length']) || 0, PHOTO_MAX_BYTES);
      throwIfOverQuota(await uploadUsageOf(database.db, caller.userId, config.clock.now()), declared);
      uploaders.set(req, { caller, idempotencyKey });
    };

    scope.post('/api/files', { bodyLimit: PHOTO_MAX_BYTES, onRequest }, async (req, reply) => {
      const upload = uploaders.get(req);
      if (!upload) throw new AppError('unauthenticated', 'Please sign in.');
      const { caller, idempotencyKey } = upload;
      const userId = caller.userId;
      const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim() as FileRow['contentType'];
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (body.length === 0) throw new AppError('bad_request', fileTexts.missingFile);
      if (!contentTypes.includes(type) || !signatures[type](body))
        throw new AppError('bad_request', fileTexts.notAPhoto);

      const row = {
        id: newId().replace(/[^A-Za-z0-9_-]/g, ''),
        ownerUserId: userId,
        contentType: type,
        sizeBytes: body.length,
        sha256: createHash('sha256').update(body).digest('hex'),
        idempotencyKey,
        createdAt: config.clock.now(),
      };
      // Bytes first: a row never names a photo that is not stored.
      await adapters.storage.put(row.id, { bytes: body, contentType: type });
      try {
        await database.db.transaction(async (tx) => {
          await lockUploadsOf(tx, userId);
          throwIfOverQuota(await uploadUsageOf(tx, userId, row.createdAt), row.sizeBytes);
          await insertFile(tx, row);
          const detail = { sizeBytes: row.sizeBytes, sha256: row.sha256 };
          await audit(tx, req, caller, 'file.upload', 'success', row.id, detail, userId);
        });
      } catch (error) {
        // No row names these bytes. A failed delete only leaks them: the answer is the error's.
        await adapters.storage
          .delete(row.id)
          .catch((failure: unknown) => req.log.error({ err: failure, fileID: row.id }, 'unstored upload not deleted'));
        // Two uploads with one key at once: the other one's file is the answer.
        const earlier = idempotencyKey && (await findFileByIdempotencyKey(database.db, userId, idempotencyKey));
        if (earlier) return reply.code(201).send(answer(earlier));
        throw error;
      }
      return reply.code(201).send(answer(row));
    });

    scope.get<{ Params: { fileID: string } }>('/api/files/:fileID', async (req, reply) => {
      const session = await resolveSession(database.db, config, req);
      // As asked, bounded: a refused row names what was tried, even a malformed id.
      const requested = req.params.fileID.slice(0, 100);
      const recorded = auditableId(requested);
      if (!session) {
        // Signed out: recorded too, naming only an id that could be one (nobody vouches for the caller).
        const named = FILE_ID.test(requested) ? requested : null;
        await audit(database.db, req, null, 'file.read', 'refused', named, { reason: 'unauthenticated' });
        throw new AppError('unauthenticated', 'Please sign in.');
      }
      const caller = session.caller;
      if (!mayRead(caller)) {
        await audit(database.db, req, caller, 'file.read', 'refused', recorded, { reason: 'role' });
        throw forbidden();
      }
      // The success row commits with the read, or neither happens.
      const stored = await database.db.transaction(async (tx): Promise<StoredFile | ReadRefusal> => {
        const row = FILE_ID.test(requested) ? await findFile(tx, requested) : undefined;
        if (!row) return 'unknown';
        const shared = async () =>
          mayReadDocuments(caller) && isDocumentOfOffices(tx, row.id, await listAcceptedOfficeIDs(tx, caller.userId));
        if (row.ownerUserId !== caller.userId && !mayReadAny(caller) && !(await shared())) return 'not-owner';
        const file = await adapters.storage.get(row.id);
        if (!file) {
          req.log.error({ fileID: row.id }, 'a file row names bytes the storage does not hold');
          return 'not-stored';
        }
        await audit(tx, req, caller, 'file.read', 'success', row.id, undefined, row.ownerUserId);
        return file;
      });
      if (typeof stored === 'string') {
        // Another user's photo answers exactly as an unknown id; only the audit row tells them apart.
        await audit(database.db, req, caller, 'file.read', 'refused', recorded, { reason: stored });
        throw new AppError('not_found', fileTexts.missingFile);
      }
      return (
        reply
          .header('Content-Type', stored.contentType)
          // A patient's photo must not outlive the visit in a phone's cache: phones are shared.
          .header('Cache-Control', 'no-store')
          .header('X-Content-Type-Options', 'nosniff')
          .send(Buffer.from(stored.bytes))
      );
    });
  });
}

/** 429 when one more photo of `sizeBytes` would pass the quota. */
function throwIfOverQuota(usage: UploadUsage, sizeBytes: number): void {
  if (usage.lastMinute >= uploadQuota.perMinute) throw new AppError('rate_limited', fileTexts.tooManyPerMinute);
  if (usage.lastDay >= uploadQuota.perDay || usage.bytesLastDay + sizeBytes > uploadQuota.megabytesPerDay * 1024 * 1024)
    throw new AppError('rate_limited', fileTexts.dailyLimit);
}

/** A file's audit row; `subjectUserId` is the person whose photo it is. */
function audit(
  db: Db,
  req: FastifyRequest,
  caller: Caller | null,
  action: 'file.read' | 'file.upload',
  outcome: NonNullable<AuditEntry['outcome']>,
  recordId: string | null,
  detail?: Record<string, unknown>,
  subjectUserId: string | null = null,
): Promise<void> {
  return recordAudit(db, auditSource(req, caller), {
    action,
    recordType: 'file',
    recordId,
    subjectUserId,
    outcome,
    ...(detail ? { detail } : {}),
  });
}

function answer(row: Pick<FileRow, 'id' | 'contentType' | 'sizeBytes'>) {
  return { fileID: row.id, contentType: row.contentType, sizeBytes: row.sizeBytes };
}
