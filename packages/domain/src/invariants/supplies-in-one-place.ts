/**
 * Invariant 6 (architecture.md 11): every supply item is in exactly one place, and the sum per
 * supply holds. A kit that is both on the shelf and in a patient's box is packed twice or lost;
 * a place's count that does not move with its items tells the packer stock is there that is not.
 *
 * Where an item is, from what the product holds (migrations 004, 021, 023):
 * - its own row: activated at a place (owner_place_id) is on that place's shelf; activated by a
 *   nurse (owner_user_id) is with her; inactive and held by nothing is received, waiting to be
 *   activated; used says only that it left stock, so something must hold it;
 * - the packers' work (a transfer's scans, a packed procedure kit, a shipment's box) puts it at the
 *   packing place until its shipment leaves, then with the patient (a kit shipment) or the nurse
 *   who ordered it (a kit order);
 * - a nurse's fulfillment (a shipped kit order) puts it with her;
 * - the field's records (a procedure's supplies, kit and bags, a sample's tube, a shift's or a
 *   visit's bag, a sample shipment's box) put it with the nurse whose work they are: the product
 *   records what she used at a visit and dropped at a lab against that visit, not a place of its own.
 * Two records of one place are one place: an item scanned into a box is on the place's bench until
 * done packing moves its own row, and a kit shipped to a patient that a nurse's visit scans has
 * reached that visit. Any other two places, or none, is a break.
 *
 * The sum per supply: a place's stored count of a supply (place_supplies, "N at your location")
 * counts its stock, items and un-itemized stock alike (the demo seed counts boxes it never
 * itemized). Items join it when activated there and leave it when done packing uses them or a kit
 * order ships them; nothing adds or takes un-itemized stock. So for every place and supply the count
 * less the items activated there is what it was when the week began.
 */
import type { InvariantBreak, StockCountFacts, SupplyFacts, SupplyItemFacts, WrongScanFacts } from './view.ts';

/** The places an item's rows put it in, each with the records that say so. */
export function placesOf(item: SupplyItemFacts): Map<string, string[]> {
  const places = new Map<string, string[]>();
  const add = (place: string, record: string) => places.set(place, [...(places.get(place) ?? []), record]);
  if (item.status === 'activated' && item.ownerPlaceId) add(`shelf of ${item.ownerPlaceId}`, 'its row');
  if (item.status === 'activated' && item.ownerUserId) add(`nurse ${item.ownerUserId}`, 'its row');
  const reachedVisit = item.holders.some((h) => h.kind === 'field');
  for (const h of item.holders) {
    if (h.kind === 'fulfillment') add(`nurse ${h.nurseId}`, h.record);
    else if (h.kind === 'field') add(h.nurseId ? `nurse ${h.nurseId}` : 'a visit no nurse holds', h.record);
    else if (!h.shipped) add(`packing at ${h.placeId ?? 'no place'}`, h.record);
    else if ('nurse' in h.to) add(`nurse ${h.to.nurse}`, h.record);
    else if (!reachedVisit) add(`patient ${h.to.patient}`, h.record);
  }
  // Scanned into a box, not yet done packing: on the bench of the shelf it came from.
  for (const place of [...places.keys()])
    if (place.startsWith('shelf of ') && places.has(`packing at ${place.slice('shelf of '.length)}`))
      places.delete(place);
  if (places.size === 0 && item.status === 'inactive')
    add(item.ownerPlaceId ? `shelf of ${item.ownerPlaceId}` : 'received', 'its row');
  return places;
}

const describe = (places: Map<string, string[]>) =>
  [...places].map(([place, records]) => `${place} (${records.join(', ')})`).join(' and ');

export function itemPlaceBreaks(items: readonly SupplyItemFacts[]): InvariantBreak[] {
  const breaks: InvariantBreak[] = [];
  for (const item of items) {
    const places = placesOf(item);
    if (places.size === 1) continue;
    breaks.push({
      invariant: 'supply-in-one-place',
      message:
        places.size === 0
          ? `supply item ${item.id} (${item.supplyId}) is ${item.status} and in no place`
          : `supply item ${item.id} (${item.supplyId}) is in ${places.size} places: ${describe(places)}`,
    });
  }
  return breaks;
}

export function wrongScanBreaks(scans: readonly WrongScanFacts[]): InvariantBreak[] {
  return scans.flatMap((s) =>
    s.status < 400 || s.changed
      ? [
          {
            invariant: 'supply-in-one-place' as const,
            message: `${s.name} of ${s.why} answered ${s.status}${s.changed ? ' and moved supplies' : ''}: it must be refused and move nothing`,
          },
        ]
      : [],
  );
}

export function stockCountBreaks(
  items: readonly SupplyItemFacts[],
  counts: readonly StockCountFacts[],
): InvariantBreak[] {
  const activated = new Map<string, number>();
  for (const i of items)
    if (i.status === 'activated' && i.ownerPlaceId) {
      const key = `${i.ownerPlaceId} ${i.supplyId}`;
      activated.set(key, (activated.get(key) ?? 0) + 1);
    }
  const breaks: InvariantBreak[] = [];
  const seen = new Set<string>();
  for (const c of counts) {
    const key = `${c.placeId} ${c.supplyId}`;
    seen.add(key);
    const now = activated.get(key) ?? 0;
    if (c.quantity - now !== c.startQuantity - c.startActivated)
      breaks.push({
        invariant: 'supply-counts-hold',
        message:
          `${c.placeId} counts ${c.quantity} of ${c.supplyId} with ${now} items active there; ` +
          `it began at ${c.startQuantity} with ${c.startActivated}`,
      });
  }
  // Items active at a place that keeps no count of their supply at all.
  for (const [key, n] of activated)
    if (!seen.has(key)) {
      const [placeId, supplyId] = key.split(' ');
      breaks.push({
        invariant: 'supply-counts-hold',
        message: `${placeId} keeps no count of ${supplyId} but ${n} items are active there`,
      });
    }
  return breaks;
}

export function supplyBreaks(supplies: SupplyFacts): InvariantBreak[] {
  return [
    ...itemPlaceBreaks(supplies.items),
    ...wrongScanBreaks(supplies.wrongScans),
    ...stockCountBreaks(supplies.items, supplies.counts),
  ];
}
