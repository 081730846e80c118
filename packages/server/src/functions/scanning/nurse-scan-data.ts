import { loadNurseScanData } from '../../repositories/scan-data.repository.ts';
import { requireCaller, type Handler } from '../context.ts';

/** The caller's items and the barcodes that name them, for scans answered on the phone (ADR 022). */
export const getNurseScanData: Handler<'getNurseScanData'> = async (_input, ctx) =>
  loadNurseScanData(ctx.db, requireCaller(ctx).userId);
