/**
 * Naming what a scan step deals with, for the answers a nurse reads (issue 13.4): a supply or a
 * supply item by the supply's name and colour, never by an id. The flow's own items name what it
 * holds; the nurse's items (getNurseSupplyItems, cached) name what is still in her bag. A name
 * that neither knows is null, and the answer then leaves it out rather than show an id.
 */
import { refusalHint, ScanRefusal } from '@sc/domain/scanning/scan-answers';
import { useMemo } from 'react';
import { useNurseSupplyItems, type KnownSupplyItems, type SupplyItemData } from './supply-names.ts';

type NamedItem = Pick<SupplyItemData, 'id' | 'supplyID' | 'supplyName' | 'color'>;

export interface ScanNames {
  /** The supply's name, or null when no item of it is known. */
  supply(supplyID: string | null | undefined): string | null;
  /** The name of a supply item's supply, or null when the item is unknown. */
  item(supplyItemID: string | null | undefined): string | null;
  /** The supply's colour (cap or bag), when it has one. */
  supplyColor(supplyID: string | null | undefined): string | null;
  itemColor(supplyItemID: string | null | undefined): string | null;
  /** The supply of a known supply item. */
  supplyOf(supplyItemID: string | null | undefined): string | null;
}

/** Names and colours from item data (the first item of a supply names it). */
export function toScanNames(items: Iterable<NamedItem>): ScanNames {
  const supplies = new Map<string, { name: string; color: string | null }>();
  const byItem = new Map<string, string>();
  for (const item of items) {
    if (!supplies.has(item.supplyID)) supplies.set(item.supplyID, { name: item.supplyName, color: item.color });
    if (!byItem.has(item.id)) byItem.set(item.id, item.supplyID);
  }
  const supplyOf = (id: string | null | undefined) => (id ? (byItem.get(id) ?? null) : null);
  const supply = (id: string | null | undefined) => (id ? (supplies.get(id)?.name ?? null) : null);
  const supplyColor = (id: string | null | undefined) => (id ? (supplies.get(id)?.color ?? null) : null);
  return {
    supply,
    supplyColor,
    supplyOf,
    item: (id) => supply(supplyOf(id)),
    itemColor: (id) => supplyColor(supplyOf(id)),
  };
}

/** The names a scan step can use: its flow's items, then the nurse's own. */
export function useScanNames(flow: KnownSupplyItems<NamedItem>): ScanNames {
  const nurse = useNurseSupplyItems();
  return useMemo(
    () => toScanNames([...Object.values(flow.supplyItems), ...(nurse.data?.items ?? [])]),
    [flow.supplyItems, nurse.data],
  );
}

export interface RefusalContext {
  /** The name of what was scanned, when known. */
  scanned: string | null;
  /** The names of what the step still wants. */
  wanted: readonly string[];
}

/**
 * Runs a scan step's checks and writes; a refusal they throw comes back as a `ScanRefusal` with
 * its requirements.md text unchanged and the domain's hint after it (what was scanned, what is wanted). A
 * refusal with nothing to add, or anything that is not an Error, is thrown as it was.
 */
export async function withScanHint<T>(run: () => Promise<T> | T, context: () => RefusalContext): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof Error) || error instanceof ScanRefusal) throw error;
    const hint = refusalHint({ message: error.message, ...context() });
    throw hint === null ? error : new ScanRefusal(error.message, hint);
  }
}
