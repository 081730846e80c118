import type { scanningContract } from '@sc/domain/contract/scanning';
import type { AreaHandlers } from '../context.ts';
import { scanBarcode } from './scan-barcode.ts';

export const scanningHandlers = {
  scanBarcode,
} satisfies AreaHandlers<typeof scanningContract>;
