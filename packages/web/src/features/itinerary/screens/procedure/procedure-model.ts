/**
 * What the procedure screens decide, as pure functions: the tube a sample is collected into (requirements.md
 * 5: a supply item id and a serial, or "Missing supply item ID or serial"), whether a scanned tube
 * fits the sample, the bags' lists, and the charting form's values.
 */
import type { ItineraryFlowState, SampleScan } from '@sc/domain/itinerary-data/flow-state';
import type { ChartingItem, ItineraryData, Procedure, Sample } from '@sc/domain/itinerary-data/model';
import type { SampleStatus } from '@sc/domain/vocabulary/procedures';
import { matchScan } from '@sc/domain/scanning/match-scan';
import { scanMessages } from '@sc/domain/scanning/messages';
import { serialOf, toCollectedSamples } from '@sc/domain/scanning/serial';
import type { Step } from '@sc/domain/itinerary/step';
import type { ScannedItem } from '@sc/domain/scanning/scan-acceptance';

export type SupplyIDOf = (supplyItemID: string) => string | null;

export function procedureOf(data: ItineraryData, step: Step): Procedure | undefined {
  return step.procedureID === undefined ? undefined : data.procedures[step.procedureID];
}

export function sampleOf(procedure: Procedure | undefined, step: Step): Sample | undefined {
  return procedure?.samples.find((s) => s.id === step.sampleID);
}

/** requirements.md 2.11: a sample's tube is scanned unless it needs no scan after collection or scanning is disabled. */
export function needsSampleScan(procedure: Procedure, sample: Sample): boolean {
  return !sample.noScanAfterCollection && !procedure.disableSampleScanning;
}

export const sampleStatusLabels: Readonly<Record<SampleStatus, string>> = {
  pending: 'Not collected yet',
  collected: 'Collected',
  failed: 'Not collected',
  completed: 'Dropped off',
};

/** The tubes other samples of the procedure hold, saved or scanned on this phone. */
function tubesOfOtherSamples(procedure: Procedure, sampleID: string, local: ItineraryFlowState): Set<string> {
  const ids = new Set<string>();
  for (const other of procedure.samples) {
    if (other.id === sampleID) continue;
    if (other.supplyItemID) ids.add(other.supplyItemID);
    const scanned = local.sampleScans[other.id]?.supplyItemID;
    if (scanned) ids.add(scanned);
  }
  return ids;
}

export type SampleScanOutcome = { ok: true; scan: SampleScan } | { ok: false; message: string };

/**
 * A tube scanned for a sample: it must be of the sample's supply ("Wrong supply") and not another
 * sample's tube ("Barcode already scanned."). Its serial is the second dash-separated part of the
 * item id (requirements.md 5), else the scanned serial.
 */
export function acceptSampleScan(
  procedure: Procedure,
  sample: Sample,
  scan: ScannedItem,
  local: ItineraryFlowState,
): SampleScanOutcome {
  if (scan.supplyID === null) return { ok: false, message: scanMessages.wrongSupply };
  const matched = matchScan(
    [{ supplyID: sample.supplyID, isScanned: false }],
    { ...scan, supplyID: scan.supplyID },
    {
      alsoScanned: tubesOfOtherSamples(procedure, sample.id, local),
    },
  );
  if (!matched.ok) return { ok: false, message: matched.message };
  const supplyItemID = scan.supplyItemID;
  const serial = serialOf(supplyItemID) ?? scan.serial;
  if (!supplyItemID || !serial) return { ok: false, message: scanMessages.missingSupplyItemIDOrSerial };
  return { ok: true, scan: { supplyItemID, serial } };
}

export type Collection = { ok: true; supplyItemID: string; serial: string } | { ok: false; message: string };

/**
 * The collectSample input for a "yes" or "partial" answer (requirements.md 5). A scanned sample is collected
 * into the tube scanned on this phone (or the one already saved), its serial read from the id.
 * Without a scan (no scan after collection, or sample scanning disabled) it takes the procedure's
 * supply item of the sample's supply that no other sample holds, with the placeholder serial.
 * Neither: "Missing supply item ID or serial".
 */
export function collectionFor(
  procedure: Procedure,
  sample: Sample,
  local: ItineraryFlowState,
  supplyIDOf: SupplyIDOf,
): Collection {
  const scanned = needsSampleScan(procedure, sample);
  let supplyItemID: string | null;
  if (scanned) {
    supplyItemID = local.sampleScans[sample.id]?.supplyItemID ?? sample.supplyItemID;
  } else {
    const taken = tubesOfOtherSamples(procedure, sample.id, local);
    supplyItemID =
      sample.supplyItemID ??
      procedure.supplyItemIDs.find((id) => !taken.has(id) && supplyIDOf(id) === sample.supplyID) ??
      null;
  }
  const { kept, warnings } = toCollectedSamples([{ id: sample.id, supplyItemID }], {
    supplyScanningDisabled: !scanned,
  });
  const collected = kept[0];
  if (!collected) return { ok: false, message: warnings[0]?.message ?? scanMessages.missingSupplyItemIDOrSerial };
  return { ok: true, supplyItemID: collected.supplyItemID, serial: collected.serial };
}

/** Why a sample could not be collected: the choices offered with "No" (the reason is required). */
export const sampleFailureReasons = [
  'Patient declined',
  'Could not draw blood',
  'Patient not fasting',
  'Not enough sample',
  'Tube damaged or clotted',
] as const;

/** The tubes collected so far: the specimen bag's related supply items. */
export function collectedTubes(procedure: Procedure): string[] {
  return procedure.samples
    .filter((s) => s.status === 'collected' || s.status === 'completed')
    .map((s) => s.supplyItemID)
    .filter((id): id is string => id !== null);
}

// ---------------------------------------------------------------------------------------------
// Charting

export type ChartingValue = string | string[] | boolean | null;
export type ChartingDraft = Readonly<Record<string, ChartingValue>>;

/** An item's current value: drafted on this phone, else saved with the charting. */
export function chartingValueOf(item: ChartingItem, draft: ChartingDraft | undefined): ChartingValue {
  if (draft && Object.hasOwn(draft, item.id)) return draft[item.id] ?? null;
  return item.value ?? null;
}

/** The charting items with their values filled in from the draft, for saveCharting. */
export function toChartingItems(items: readonly ChartingItem[], draft: ChartingDraft | undefined): ChartingItem[] {
  return items.map((item) => {
    const { children, ...rest } = item;
    if (item.type === 'group') return { ...rest, children: toChartingItems(children ?? [], draft) };
    const value = chartingValueOf(item, draft);
    return value === null ? { ...rest } : { ...rest, value };
  });
}

/** The choices of a question item: its own checklist lines, else yes and no. */
export function questionOptions(item: ChartingItem): { value: string; label: string }[] {
  if (item.checklist && item.checklist.length > 0) return item.checklist.map((line) => ({ value: line, label: line }));
  return [
    { value: 'yes', label: 'Yes' },
    { value: 'no', label: 'No' },
  ];
}

/** A checklist item's ticked lines after toggling one, in the checklist's order. */
export function toggleChecklistValue(item: ChartingItem, value: ChartingValue, line: string): string[] {
  const ticked = new Set(Array.isArray(value) ? value : []);
  if (ticked.has(line)) ticked.delete(line);
  else ticked.add(line);
  return (item.checklist ?? []).filter((l) => ticked.has(l));
}
