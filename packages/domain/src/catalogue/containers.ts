/**
 * The containers of a collection, in the order of draw (CLSI GP41): blood culture bottles first,
 * then citrate, serum, heparin, EDTA and fluoride tubes, so no additive carries over into a tube
 * whose tests it would spoil. Urine comes after the blood draw.
 *
 * `drawMl` is what one container holds: the blood drawn into a tube, the urine a cup takes.
 * Each container is a supply of the catalogue (`supplyID`), the one the nurse scans.
 */
import type { ContainerKind, SpecimenKind } from '../vocabulary/catalogue.ts';

export interface Container {
  kind: ContainerKind;
  /** As a nurse and a lab name it: the supply's name. */
  name: string;
  supplyID: string;
  /** 1 is drawn first; equal numbers share a place (the EDTA tubes). */
  drawOrder: number;
  drawMl: number;
  /** Blood, or a specimen the patient gives (urine). */
  specimen: SpecimenKind;
  /** A tube that must be filled to its line, one per test (citrate's 9:1 ratio; culture bottles). */
  fillToLine: boolean;
}

export const CONTAINERS: Readonly<Record<ContainerKind, Container>> = {
  'blood-culture-bottles': {
    kind: 'blood-culture-bottles',
    name: 'Blood Culture Bottle Set',
    supplyID: 'sup-blood-culture-set',
    drawOrder: 1,
    drawMl: 20,
    specimen: 'blood',
    fillToLine: true,
  },
  'light-blue-citrate': {
    kind: 'light-blue-citrate',
    name: 'Light Blue Top Tube (Sodium Citrate)',
    supplyID: 'sup-light-blue-tube',
    drawOrder: 2,
    drawMl: 2.7,
    specimen: 'blood',
    fillToLine: true,
  },
  'red-serum': {
    kind: 'red-serum',
    name: 'Red Top Tube',
    supplyID: 'sup-red-tube',
    drawOrder: 3,
    drawMl: 6,
    specimen: 'blood',
    fillToLine: false,
  },
  'gold-sst': {
    kind: 'gold-sst',
    name: 'Gold Top SST Tube',
    supplyID: 'sup-sst-tube',
    drawOrder: 4,
    drawMl: 5,
    specimen: 'blood',
    fillToLine: false,
  },
  'green-heparin': {
    kind: 'green-heparin',
    name: 'Green Top Tube (Lithium Heparin)',
    supplyID: 'sup-green-tube',
    drawOrder: 5,
    drawMl: 4,
    specimen: 'blood',
    fillToLine: false,
  },
  'lavender-edta': {
    kind: 'lavender-edta',
    name: 'Lavender Top Tube (EDTA)',
    supplyID: 'sup-lavender-tube',
    drawOrder: 6,
    drawMl: 4,
    specimen: 'blood',
    fillToLine: false,
  },
  'royal-blue-edta': {
    kind: 'royal-blue-edta',
    name: 'Royal Blue Top Tube (EDTA)',
    supplyID: 'sup-royal-blue-tube',
    drawOrder: 6,
    drawMl: 6,
    specimen: 'blood',
    fillToLine: false,
  },
  'tan-lead': {
    kind: 'tan-lead',
    name: 'Tan Top Tube (Lead)',
    supplyID: 'sup-tan-tube',
    drawOrder: 6,
    drawMl: 3,
    specimen: 'blood',
    fillToLine: false,
  },
  'gray-fluoride': {
    kind: 'gray-fluoride',
    name: 'Gray Top Tube (Sodium Fluoride)',
    supplyID: 'sup-gray-tube',
    drawOrder: 7,
    drawMl: 4,
    specimen: 'blood',
    fillToLine: false,
  },
  'urine-cup': {
    kind: 'urine-cup',
    name: 'Urine Cup',
    supplyID: 'sup-urine-cup',
    drawOrder: 10,
    drawMl: 90,
    specimen: 'urine',
    fillToLine: false,
  },
};
