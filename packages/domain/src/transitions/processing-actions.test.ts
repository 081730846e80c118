import { describe, expect, it } from 'vitest';
import type { ChartingItem, NewSpecimenBag } from '../itinerary-data/model.ts';
import type { Change } from './changes.ts';
import type { FieldState } from './entities.ts';
import {
  at,
  buildFieldState,
  refusalOf,
  withProcedure,
  withProcessingAction,
  withSupplyItem,
} from './itinerary.fixture.ts';
import {
  saveCentrifugedSpecimenBag,
  toCentrifugePhotoItem,
  type SaveCentrifugedSpecimenBagInput,
} from './processing-actions.ts';
import { requireApplied, type Refusal } from './result.ts';

const bag = (supplyItemID: string, relatedSupplyItemIDs: string[] = ['TUBE-001']): NewSpecimenBag => ({
  supplyItemID,
  relatedSupplyItemIDs,
});
const input = (overrides: Partial<SaveCentrifugedSpecimenBagInput> = {}): SaveCentrifugedSpecimenBagInput => ({
  processingActionID: 'proc-centrifuge',
  procedureID: 'p-blood',
  supplyItemID: 'BAG-002',
  relatedSupplyItemIDs: ['TUBE-001'],
  photoFileID: null,
  at: at(80),
  ...overrides,
});
const both = withProcessingAction('proc-centrifuge', { procedureIDs: ['p-blood', 'p-urine'] });
const photo: ChartingItem = {
  id: 'centrifuge-photo-proc-centrifuge',
  type: 'files',
  title: 'Centrifuge Photo',
  value: ['file-1'],
};
const fasting: ChartingItem = { id: 'c1', type: 'question', title: 'Is the patient fasting?', value: 'yes' };
const processing = (set: Record<string, unknown>): Change =>
  ({ op: 'update', entity: 'processingAction', id: 'proc-centrifuge', set }) as Change;
const used = (id: string): Change => ({ op: 'update', entity: 'supplyItem', id, set: { status: 'used' } });

describe('saveCentrifugedSpecimenBag (requirements.md 4 Centrifugation: centrifuged after its new bag is saved; all -> bags used, action complete)', () => {
  it.each<[string, FieldState, Partial<SaveCentrifugedSpecimenBagInput>, Change[]]>([
    [
      'requirements.md 4: the only procedure centrifuged -> its new bag used and the processing action complete',
      buildFieldState(),
      { supplyItemID: ' BAG-002 ', relatedSupplyItemIDs: [' TUBE-001 ', 'TUBE-001'] },
      [processing({ newSpecimenBags: { 'p-blood': bag('BAG-002') }, status: 'complete' }), used('BAG-002')],
    ],
    [
      'requirements.md 4: one of two centrifuged -> the bag is held, not used yet; the action stays open',
      buildFieldState(both),
      {},
      [processing({ newSpecimenBags: { 'p-blood': bag('BAG-002') } })],
    ],
    [
      'requirements.md 4: the last of two centrifuged -> both new bags used, the action complete',
      buildFieldState(
        both,
        withProcessingAction('proc-centrifuge', { newSpecimenBags: { 'p-urine': bag('BAG-001', []) } }),
      ),
      {},
      [
        processing({
          newSpecimenBags: { 'p-urine': bag('BAG-001', []), 'p-blood': bag('BAG-002') },
          status: 'complete',
        }),
        used('BAG-001'),
        used('BAG-002'),
      ],
    ],
    ...(['canceled', 'failed'] as const).map(
      (status): [string, FieldState, Partial<SaveCentrifugedSpecimenBagInput>, Change[]] => [
        `requirements.md 4: the other procedure ${status} needs no bag -> the action complete`,
        buildFieldState(both, withProcedure('p-urine', { status })),
        {},
        [processing({ newSpecimenBags: { 'p-blood': bag('BAG-002') }, status: 'complete' }), used('BAG-002')],
      ],
    ),
    [
      'requirements.md 4: an in-progress action completes too',
      buildFieldState(withProcessingAction('proc-centrifuge', { status: 'in-progress' })),
      {},
      [processing({ newSpecimenBags: { 'p-blood': bag('BAG-002') }, status: 'complete' }), used('BAG-002')],
    ],
    [
      'requirements.md 5: the photo saved as charting item "Centrifuge Photo" of type files',
      buildFieldState(),
      { photoFileID: 'file-1' },
      [
        processing({ newSpecimenBags: { 'p-blood': bag('BAG-002') }, status: 'complete' }),
        {
          op: 'update',
          entity: 'procedure',
          id: 'p-blood',
          set: { charting: { items: [photo], status: 'incomplete' } },
        },
        used('BAG-002'),
      ],
    ],
    [
      'requirements.md 5: the photo appended after the charting answers already saved',
      buildFieldState(both, withProcedure('p-blood', { charting: { items: [fasting], status: 'complete' } })),
      { photoFileID: 'file-1' },
      [
        processing({ newSpecimenBags: { 'p-blood': bag('BAG-002') } }),
        {
          op: 'update',
          entity: 'procedure',
          id: 'p-blood',
          set: { charting: { items: [fasting, photo], status: 'complete' } },
        },
      ],
    ],
    [
      'design: another bag before the action completes replaces the held one',
      buildFieldState(
        both,
        withProcessingAction('proc-centrifuge', { newSpecimenBags: { 'p-blood': bag('BAG-001') } }),
      ),
      {},
      [processing({ newSpecimenBags: { 'p-blood': bag('BAG-002') } })],
    ],
    [
      'requirements.md 4 (retry): the same bag and photo after completion -> no change',
      buildFieldState(
        withProcessingAction('proc-centrifuge', { status: 'complete', newSpecimenBags: { 'p-blood': bag('BAG-002') } }),
        withProcedure('p-blood', { charting: { items: [photo], status: 'incomplete' } }),
        withSupplyItem('BAG-002', 'used'),
      ),
      { photoFileID: 'file-1' },
      [],
    ],
    [
      'requirements.md 4 (retry): the same bag while another procedure is pending -> no change',
      buildFieldState(
        both,
        withProcessingAction('proc-centrifuge', { newSpecimenBags: { 'p-blood': bag('BAG-002') } }),
      ),
      {},
      [],
    ],
  ])('%s', (_, state, overrides, changes) => {
    expect(requireApplied(saveCentrifugedSpecimenBag(state, input(overrides))).changes).toEqual(changes);
  });

  it('requirements.md 5: toCentrifugePhotoItem names the item "Centrifuge Photo" of type files', () => {
    expect(toCentrifugePhotoItem('proc-centrifuge', 'file-1')).toEqual(photo);
  });

  it.each<[string, FieldState, Partial<SaveCentrifugedSpecimenBagInput>, Refusal]>([
    [
      'requirements.md 8 "Missing processing action ID": unknown processing action',
      buildFieldState(),
      { processingActionID: 'proc-nothing' },
      { code: 'not_found', message: 'Missing processing action ID' },
    ],
    [
      'requirements.md 8 "Missing processing action ID": not a centrifuge action',
      buildFieldState(withProcessingAction('proc-centrifuge', { supplyInstruction: 'refrigerate' })),
      {},
      { code: 'not_found', message: 'Missing processing action ID' },
    ],
    [
      'requirements.md 8 "Missing procedure {id}": a procedure the action does not list',
      buildFieldState(),
      { procedureID: 'p-urine' },
      { code: 'not_found', message: 'Missing procedure p-urine' },
    ],
    [
      'requirements.md 8 "Missing barcode." (new specimen bag): a blank bag',
      buildFieldState(),
      { supplyItemID: '  ' },
      { code: 'bad_request', message: 'Missing barcode.' },
    ],
    [
      "requirements.md 4: the new bag is the procedure's current specimen bag",
      buildFieldState(
        withProcedure('p-blood', { specimenBag: { id: 'BAG-002', relatedSupplyItemIDs: [] } }),
        withSupplyItem('BAG-002', 'used'),
      ),
      {},
      { code: 'conflict', message: 'Barcode already scanned.' },
    ],
    [
      'requirements.md 4: a bag another procedure uses',
      buildFieldState(withProcedure('p-urine', { amberBagIDs: ['BAG-002'] }), withSupplyItem('BAG-002', 'used')),
      {},
      { code: 'conflict', message: 'Barcode already scanned.' },
    ],
    [
      'requirements.md 4: the new bag of another procedure (one user per item)',
      buildFieldState(
        both,
        withProcessingAction('proc-centrifuge', { newSpecimenBags: { 'p-urine': bag('BAG-002') } }),
      ),
      {},
      {
        code: 'conflict',
        message: 'Barcode already scanned.',
      },
    ],
    [
      'requirements.md 5 "Supply item {id} not found"',
      buildFieldState(),
      { supplyItemID: 'BAG-404' },
      { code: 'not_found', message: 'Supply item BAG-404 not found' },
    ],
    [
      'requirements.md 4: an inactive bag',
      buildFieldState(),
      { supplyItemID: 'TUBE-009' },
      { code: 'conflict', message: 'This supply is not activated yet. Activate it before you use it.' },
    ],
    [
      'requirements.md 4: a bag used elsewhere',
      buildFieldState(),
      { supplyItemID: 'TUBE-099' },
      { code: 'conflict', message: 'Barcode already scanned.' },
    ],
    [
      'design: a canceled procedure is not centrifuged',
      buildFieldState(withProcedure('p-blood', { status: 'canceled' })),
      {},
      { code: 'conflict', message: 'This procedure is canceled' },
    ],
    ...(['complete', 'canceled', 'packed'] as const).map(
      (status): [string, FieldState, Partial<SaveCentrifugedSpecimenBagInput>, Refusal] => [
        `requirements.md 4: a ${status} processing action takes no other bag`,
        buildFieldState(
          withProcessingAction('proc-centrifuge', { status, newSpecimenBags: { 'p-blood': bag('BAG-001') } }),
        ),
        {},
        { code: 'conflict', message: `This processing step is already ${status}` },
      ],
    ),
  ])('%s', (_, state, overrides, refusal) => {
    expect(refusalOf(saveCentrifugedSpecimenBag(state, input(overrides)))).toEqual(refusal);
  });
});
