import { resolveBarcode, scanAnswerOf, scanEventProperties } from '@sc/domain/scanning/resolve-barcode';
import { AppError } from '../../lib/app-error.ts';
import { loadScanLookups } from '../../repositories/supply-items.repository.ts';
import { requireCaller, type Handler } from '../context.ts';

/**
 * What a scanned barcode names (requirements.md 5, 7). Each scan, good or bad, is recorded as the
 * scan-item event (written just after the answer); a bad one answers 400 with the spec's text for
 * the scanner to show.
 */
export const scanBarcode: Handler<'scanBarcode'> = async ({ barcode, route }, ctx) => {
  const resolved = resolveBarcode(barcode, await loadScanLookups(ctx.db, barcode));
  const properties = scanEventProperties(barcode, resolved);
  const userId = requireCaller(ctx).userId;
  ctx.analytics.record({ name: 'scan item', userId, route: route ?? null, properties, at: ctx.config.clock.now() });
  if (!resolved.ok) throw new AppError('bad_request', resolved.message, 'barcode');
  return scanAnswerOf(resolved.scan);
};
