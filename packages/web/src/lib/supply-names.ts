/**
 * Supply names by supply id, for every area that scans supplies. The flow's own items name what it
 * already holds (an itinerary's supply items); before a visit its tubes are still in the nurse's
 * bag, so the nurse's own items (getNurseSupplyItems, cached by the query client) name the rest.
 */
import { useMemo } from 'react';
import type { FnOutput } from '@sc/domain/contract/index';
import { useFn } from './query.ts';

export type SupplyItemData = FnOutput<'getNurseSupplyItems'>['items'][number];

type NamedItem = Pick<SupplyItemData, 'supplyID' | 'supplyName'>;

/** The items a flow already knows, by supply item id (an itinerary's flow data has them). */
export interface KnownSupplyItems<T = NamedItem> {
  readonly supplyItems: Readonly<Record<string, T>>;
}

/** Supply id -> name, from every item data given (the first name of a supply wins). */
export function toSupplyNames(items: Iterable<NamedItem>): Map<string, string> {
  const names = new Map<string, string>();
  for (const item of items) if (!names.has(item.supplyID)) names.set(item.supplyID, item.supplyName);
  return names;
}

export function useNurseSupplyItems() {
  return useFn('getNurseSupplyItems', {}, { staleTime: 60_000 });
}

/** A supply's name, or "Supply" while it is unknown. */
export function useSupplyNames(flow: KnownSupplyItems): (supplyID: string) => string {
  const nurse = useNurseSupplyItems();
  return useMemo(() => {
    const names = toSupplyNames([...Object.values(flow.supplyItems), ...(nurse.data?.items ?? [])]);
    return (supplyID: string) => names.get(supplyID) ?? 'Supply';
  }, [flow.supplyItems, nurse.data]);
}
