import { describe, expect, it } from 'vitest';
import { samplesFromContainers, type PlannedSample, type StoredContainer } from './planned-samples.ts';

const container = (
  over: Partial<StoredContainer> & Pick<StoredContainer, 'position' | 'procedureIDs'>,
): StoredContainer => ({
  kind: 'lavender-edta',
  supplyID: 'sup-lavender-tube',
  temperature: 'room',
  lightSensitive: false,
  centrifuge: false,
  ...over,
});
const sample = (over: Partial<PlannedSample> & Pick<PlannedSample, 'procedureID'>): PlannedSample => ({
  position: 0,
  supplyID: 'sup-lavender-tube',
  lightSensitive: false,
  refrigerated: false,
  processing: null,
  noScanAfterCollection: false,
  ...over,
});

describe('samplesFromContainers (ADR 028: an order put on an itinerary gets its samples from its plan)', () => {
  type Row = [
    rule: string,
    containers: StoredContainer[],
    toCollect: string[],
    withSamples: string[],
    samples: PlannedSample[],
  ];
  const rows: Row[] = [
    [
      'one container, one test: one sample',
      [container({ position: 0, procedureIDs: ['cbc'] })],
      ['cbc'],
      [],
      [sample({ procedureID: 'cbc' })],
    ],
    [
      'a shared tube is the sample of its first procedure still to collect',
      [container({ position: 0, procedureIDs: ['cmp', 'lipid'] })],
      ['cmp', 'lipid'],
      [],
      [sample({ procedureID: 'cmp' })],
    ],
    [
      '... or of the next one when the first was canceled',
      [container({ position: 0, procedureIDs: ['cmp', 'lipid'] })],
      ['lipid'],
      [],
      [sample({ procedureID: 'lipid' })],
    ],
    ['no procedure left to collect: none', [container({ position: 0, procedureIDs: ['cmp'] })], [], [], []],
    [
      'a procedure with samples already keeps them (a retry adds none)',
      [container({ position: 0, procedureIDs: ['cbc'] })],
      ['cbc'],
      ['cbc'],
      [],
    ],
    [
      'positions follow the order of draw, per procedure',
      [
        container({ position: 2, procedureIDs: ['a'], supplyID: 'sup-gray' }),
        container({ position: 0, procedureIDs: ['a'], supplyID: 'sup-sst' }),
        container({ position: 1, procedureIDs: ['b'] }),
      ],
      ['a', 'b'],
      [],
      [
        sample({ procedureID: 'a', supplyID: 'sup-sst' }),
        sample({ procedureID: 'b' }),
        sample({ procedureID: 'a', supplyID: 'sup-gray', position: 1 }),
      ],
    ],
    [
      'refrigerated and frozen are refrigerated; light-sensitive and centrifuged kept',
      [
        container({ position: 0, procedureIDs: ['a'], temperature: 'refrigerated', centrifuge: true }),
        container({ position: 1, procedureIDs: ['a'], temperature: 'frozen', lightSensitive: true }),
      ],
      ['a'],
      [],
      [
        sample({ procedureID: 'a', refrigerated: true, processing: 'centrifuge' }),
        sample({ procedureID: 'a', position: 1, refrigerated: true, lightSensitive: true }),
      ],
    ],
    [
      'a urine cup is not scanned after collection',
      [container({ position: 0, procedureIDs: ['ua'], kind: 'urine-cup', supplyID: 'sup-urine-cup' })],
      ['ua'],
      [],
      [sample({ procedureID: 'ua', supplyID: 'sup-urine-cup', noScanAfterCollection: true })],
    ],
  ];
  it.each(rows)('%s', (_, containers, toCollect, withSamples, samples) => {
    expect(samplesFromContainers(containers, new Set(toCollect), new Set(withSamples))).toEqual(samples);
  });
});
