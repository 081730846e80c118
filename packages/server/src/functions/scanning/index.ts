import type { scanningContract } from '@sc/domain/contract/scanning';
import type { AreaHandlers } from '../context.ts';
import { getNurseScanData } from './nurse-scan-data.ts';
import { scanBarcode } from './scan-barcode.ts';

export const scanningHandlers = {
  scanBarcode,
  getNurseScanData,
} satisfies AreaHandlers<typeof scanningContract>;
