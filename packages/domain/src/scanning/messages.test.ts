import { describe, expect, it } from 'vitest';
import { isScanMessage, scanMessages, supplyItemNotFound } from './messages.ts';

describe('scan messages, verbatim', () => {
  it.each([
    ['requirements.md 5/8: Invalid barcode', scanMessages.invalidBarcode, 'Invalid barcode'],
    ['requirements.md 5/8: Invalid batch barcode', scanMessages.invalidBatchBarcode, 'Invalid batch barcode'],
    ['requirements.md 5/8: Invalid supply barcode', scanMessages.invalidSupplyBarcode, 'Invalid supply barcode'],
    ['requirements.md 5/8: Inactive supply', scanMessages.inactiveSupply, 'Inactive supply. Please contact support.'],
    ['requirements.md 8 (catalogue text, with the period requirements.md 5 omits)', scanMessages.alreadyScanned, 'Barcode already scanned.'],
    ['requirements.md 5/8: Wrong supply', scanMessages.wrongSupply, 'Wrong supply'],
    ['requirements.md 8: Missing barcode.', scanMessages.missingBarcode, 'Missing barcode.'],
    ['requirements.md 5: collected sample warning', scanMessages.missingSupplyItemIDOrSerial, 'Missing supply item ID or serial'],
    ['requirements.md 5/8: Supply item {id} not found', supplyItemNotFound('TUBE-9'), 'Supply item TUBE-9 not found'],
  ])('%s', (_, actual, expected) => expect(actual).toBe(expected));

  it.each([
    ['requirements.md 8: every constant is known', Object.values(scanMessages), true],
    ['requirements.md 8: the template is known', [supplyItemNotFound('x'), supplyItemNotFound('')], true],
    ['requirements.md 5 spelling without the period is not the text we use', ['Barcode already scanned'], false],
    ['other text is not a scan message', ['Scan failed', 'Supply item x'], false],
  ])('%s', (_, texts, expected) => {
    for (const text of texts) expect(isScanMessage(text)).toBe(expected);
  });
});
