import { describe, expect, it } from 'vitest';
import {
  addDaysToKey,
  KIT_SHIPMENT_REFUSALS,
  kitShipmentRefusal,
  kitShipmentTransferOf,
  type KitShipmentRequest,
} from './kit-shipment.ts';

const request: KitShipmentRequest = {
  supplyStrategy: 'kit-shipment',
  requestedDate: '2026-12-01',
  today: '2026-11-27',
  patient: { id: 'user-patient', name: 'Pia Patient', address: '12 Prospect Park W, Brooklyn, NY 11215' },
};

describe('kitShipmentRefusal (requirements.md 2.11 kit-shipment; ADR 058)', () => {
  it.each([
    ['a kit shipment four days out, to an address', request, null],
    ['exactly the lead time (two days)', { ...request, requestedDate: '2026-11-29' }, null],
    [
      'tomorrow: the kit cannot arrive in time',
      { ...request, requestedDate: '2026-11-28' },
      { message: KIT_SHIPMENT_REFUSALS.tooSoon, field: 'requestedDate' },
    ],
    [
      'a patient with no address',
      { ...request, patient: { ...request.patient, address: '  ' } },
      { message: KIT_SHIPMENT_REFUSALS.noAddress, field: 'patientID' },
    ],
    [
      'the nurse brings the supplies: nothing to ship, nothing to refuse',
      {
        ...request,
        supplyStrategy: 'nurse-supplies' as const,
        requestedDate: '2026-11-27',
        patient: { ...request.patient, address: null },
      },
      null,
    ],
  ])('%s', (_name, r, answer) => expect(kitShipmentRefusal(r)).toEqual(answer));
});

describe('kitShipmentTransferOf', () => {
  it('one transfer named by its order, to the patient, needed by the visit day', () =>
    expect(kitShipmentTransferOf({ ...request, orderID: 'o1', procedureIDs: ['p1', 'p2'] })).toEqual({
      id: 'st-o1',
      shipmentId: 'ss-o1',
      recipient: 'Pia Patient',
      address: '12 Prospect Park W, Brooklyn, NY 11215',
      patientId: 'user-patient',
      neededBy: '2026-12-01',
      procedureIds: ['p1', 'p2'],
    }));
  it('none when the nurse brings the supplies', () =>
    expect(
      kitShipmentTransferOf({ ...request, supplyStrategy: 'nurse-supplies', orderID: 'o1', procedureIDs: ['p1'] }),
    ).toBeNull());
  it.each([
    ['2026-11-27', 2, '2026-11-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
  ])('addDaysToKey(%s, %i) is %s', (day, n, out) => expect(addDaysToKey(day, n)).toBe(out));
});
