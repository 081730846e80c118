/**
 * The demo's supply catalog (requirements.md 3: supplies, SKUs): what the demo itinerary's supply
 * instructions, samples and supply items name, one active SKU per supply. The collection
 * containers (the gold top, the lavender top, the urine cup …) are the test catalogue's, which
 * every instance has (seed-catalogue.ts).
 */
import type * as t from './schema.ts';

const supplies: (typeof t.supplies.$inferInsert)[] = [
  { id: 'sup-shift-bag', name: 'Shift Bag', type: 'branded-bag', color: '#1d4ed8', icon: 'bag', orderWeight: 0 },
  // The bag packed for one visit (requirements.md 2.11 scan-waypoint-supply): a branded bag, like the shift's.
  { id: 'sup-visit-bag', name: 'Visit Bag', type: 'branded-bag', color: '#2563eb', icon: 'bag', orderWeight: 1 },
  // The kit container of a nurse-supplied procedure (requirements.md 2.11 scan-procedure-supply).
  {
    id: 'sup-procedure-bag',
    name: 'Procedure Bag',
    type: 'procedure-bag',
    color: '#0f766e',
    icon: 'bag',
    orderWeight: 2,
  },
  {
    id: 'sup-amber-tube',
    name: 'Amber Tube',
    type: 'tube',
    color: '#b45309',
    imageColor: 'amber',
    icon: 'tube',
    orderWeight: 10,
  },
  { id: 'sup-amber-bag', name: 'Amber Bag', type: 'amber-bag', color: '#92400e', icon: 'bag', orderWeight: 30 },
  {
    id: 'sup-insulated-bag',
    name: 'Insulated Bag (Including ice pack)',
    type: 'insulated-bag',
    color: '#0ea5e9',
    icon: 'bag',
    orderWeight: 31,
  },
  {
    id: 'sup-specimen-bag',
    name: 'Specimen Bag',
    type: 'specimen-bag',
    color: '#64748b',
    icon: 'bag',
    orderWeight: 32,
  },
  { id: 'sup-a1c-kit', name: 'HbA1c Collection Kit', type: 'kit', color: '#16a34a', icon: 'kit', orderWeight: 40 },
  { id: 'sup-mail-in-box', name: 'Mail-in Box', type: 'mail-in-box', color: '#78350f', icon: 'box', orderWeight: 50 },
];
// Kit contents after their kit (kit_supply_id references supplies).
const kitContents: (typeof t.supplies.$inferInsert)[] = [
  {
    id: 'sup-a1c-kit-vial',
    name: 'HbA1c Kit Vial',
    type: 'tube',
    color: '#16a34a',
    icon: 'tube',
    kitSupplyId: 'sup-a1c-kit',
    orderWeight: 41,
  },
];

/** The id of a supply's one SKU. */
export const skuOf = (supplyId: string) => `sku-${supplyId.replace(/^sup-/, '')}`;

export const demoSupplies = [...supplies, ...kitContents];
export const demoSkus = demoSupplies.map((s) => ({ id: skuOf(s.id), supplyId: s.id, active: true }));
