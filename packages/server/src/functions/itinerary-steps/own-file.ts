import { refusalTexts } from '@sc/domain/transitions/refusals';
import { AppError } from '../../lib/app-error.ts';
import { findFileOwnedBy } from '../../repositories/files.repository.ts';
import { requireCaller, type FnContext } from '../context.ts';

/** A photo a step names must be a file the caller uploaded (POST /api/files); else requirements.md 8's "Missing file". */
export async function requireOwnFile(ctx: FnContext, fileID: string, field: string) {
  const caller = requireCaller(ctx);
  if (!(await findFileOwnedBy(ctx.db, fileID, caller.userId)))
    throw new AppError('not_found', refusalTexts.missingFile, field);
}
