import { describe, expect, it } from 'vitest';
import { packedMailInFailures, type PackedMailInState, type PackedMailInStep } from './packed-mail-in.ts';

const base: PackedMailInState = {
  scanItems: [{ isScanned: false }, { isScanned: false }],
  shipments: [
    { id: 'sh1', status: 'ready_to_ship', shippingLabelBarcode: 'LBL-1' },
    { id: 'sh2', status: 'ready_to_ship', shippingLabelBarcode: null },
  ],
  mailbox: {},
};
const st = (patch: Partial<PackedMailInState>): PackedMailInState => ({ ...base, ...patch });
const flow = (patch: Partial<{ scanBox: string; scanLabel: string; takePhoto: string }>) => ({
  scanBox: null,
  scanLabel: null,
  takePhoto: null,
  ...patch,
});

type Row = [rule: string, step: PackedMailInStep, state: PackedMailInState, expected: string[]];
const rows: Row[] = [
  ['requirements.md 2.11: stop has no scan rule', { step: 'stop' }, base, []],
  ['requirements.md 2.11: drive has no scan rule', { step: 'drive' }, base, []],
  ['requirements.md 2.11: action-blocked has no scan rule', { step: 'action-blocked' }, base, []],
  ['requirements.md 5: scan, nothing scanned', { step: 'scan' }, base, ['Scan all items before continuing.']],
  [
    'requirements.md 5: scan, one of two',
    { step: 'scan' },
    st({ scanItems: [{ isScanned: true }, { isScanned: false }] }),
    ['Scan all items before continuing.'],
  ],
  ['requirements.md 5: scan, all scanned', { step: 'scan' }, st({ scanItems: [{ isScanned: true }, { isScanned: true }] }), []],
  [
    'requirements.md 5: scan, an empty list is not "all"',
    { step: 'scan' },
    st({ scanItems: [] }),
    ['Scan all items before continuing.'],
  ],
  ['requirements.md 5: shipments, none in transit', { step: 'shipments' }, base, ['Drop off all shipments before finalizing.']],
  [
    'requirements.md 5: shipments, one in transit',
    { step: 'shipments' },
    st({
      shipments: [
        { id: 'sh1', status: 'in-transit' },
        { id: 'sh2', status: 'ready_to_ship' },
      ],
    }),
    ['Drop off all shipments before finalizing.'],
  ],
  [
    'requirements.md 5: shipments, all in transit',
    { step: 'shipments' },
    st({
      shipments: [
        { id: 'sh1', status: 'in-transit' },
        { id: 'sh2', status: 'in-transit' },
      ],
    }),
    [],
  ],
  [
    'requirements.md 5: shipments, none at all',
    { step: 'shipments' },
    st({ shipments: [] }),
    ['Drop off all shipments before finalizing.'],
  ],
  [
    'requirements.md 8: a shipment step for an unknown shipment -> Missing shipment',
    { step: 'scan-box', shipmentID: 'nope' },
    base,
    ['Missing shipment'],
  ],
  [
    'requirements.md 5: scan-box, no flow state yet',
    { step: 'scan-box', shipmentID: 'sh1' },
    base,
    ['Scan the barcode before continuing.'],
  ],
  [
    "requirements.md 5: scan-box, another shipment's box does not count",
    { step: 'scan-box', shipmentID: 'sh1' },
    st({ mailbox: { sh2: flow({ scanBox: 'BOX-1' }) } }),
    ['Scan the barcode before continuing.'],
  ],
  [
    'requirements.md 5: scan-box, scanned',
    { step: 'scan-box', shipmentID: 'sh1' },
    st({ mailbox: { sh1: flow({ scanBox: 'BOX-1' }) } }),
    [],
  ],
  ['requirements.md 2.11: print-label never blocks', { step: 'print-label', shipmentID: 'sh1' }, base, []],
  [
    'requirements.md 5: scan-label, not scanned',
    { step: 'scan-label', shipmentID: 'sh1' },
    st({ mailbox: { sh1: flow({ scanBox: 'BOX-1' }) } }),
    ['Scan the barcode before continuing.'],
  ],
  [
    'requirements.md 5: scan-label, the wrong label',
    { step: 'scan-label', shipmentID: 'sh1' },
    st({ mailbox: { sh1: flow({ scanLabel: 'LBL-9' }) } }),
    ['Scan the barcode before continuing.'],
  ],
  [
    "requirements.md 5: scan-label, the shipment's label",
    { step: 'scan-label', shipmentID: 'sh1' },
    st({ mailbox: { sh1: flow({ scanLabel: 'LBL-1' }) } }),
    [],
  ],
  [
    'requirements.md 5: scan-label, any label when the shipment has none yet',
    { step: 'scan-label', shipmentID: 'sh2' },
    st({ mailbox: { sh2: flow({ scanLabel: 'LBL-7' }) } }),
    [],
  ],
  [
    'requirements.md 5: take-photo, none',
    { step: 'take-photo', shipmentID: 'sh1' },
    st({ mailbox: { sh1: flow({ scanBox: 'B', scanLabel: 'LBL-1' }) } }),
    ['Take a photo before continuing.'],
  ],
  [
    'requirements.md 5: take-photo, taken',
    { step: 'take-photo', shipmentID: 'sh1' },
    st({ mailbox: { sh1: flow({ takePhoto: 'files/p.jpg' }) } }),
    [],
  ],
  ['requirements.md 2.11: drop-off has no scan rule', { step: 'drop-off', shipmentID: 'sh2' }, base, []],
];

describe('packedMailInFailures (requirements.md 5 "Packed mail-in")', () => {
  it.each(rows)('%s', (_, step, state, expected) => expect(packedMailInFailures(step, state)).toEqual(expected));
});
