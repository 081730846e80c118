/**
 * An order's samples, made from its collection plan when dispatch puts it on an itinerary (ADR 028:
 * "When an order is put on an itinerary, its samples are made from them"; ADR 064). Without them a
 * dispatched visit had no tube to scan, no specimen bag, and nothing to hand over at the lab.
 *
 * Conventions here:
 * - One sample per container. A container several tests share is one tube: it is the sample of its
 *   first procedure still to collect (two procedures naming one tube would each ask for it, and a
 *   supply item is used once); the others travel in it.
 * - A procedure that has samples already keeps them (a retried publish adds none).
 * - Refrigerated and frozen containers are refrigerated samples; a centrifuged one is spun; a
 *   urine cup is filled by the patient and not scanned after collection.
 */
import type { ContainerKind, SpecimenTemperature } from '../vocabulary/catalogue.ts';
import type { SampleProcessing } from '../vocabulary/procedures.ts';

/** An order container as stored (order_containers). */
export interface StoredContainer {
  position: number;
  kind: ContainerKind;
  supplyID: string;
  temperature: SpecimenTemperature;
  lightSensitive: boolean;
  centrifuge: boolean;
  procedureIDs: readonly string[];
}

export interface PlannedSample {
  procedureID: string;
  /** Its place among the procedure's samples, in the plan's order of draw. */
  position: number;
  supplyID: string;
  lightSensitive: boolean;
  refrigerated: boolean;
  processing: SampleProcessing | null;
  noScanAfterCollection: boolean;
}

/**
 * The samples to make: `toCollect` are the procedures still to collect (not canceled); `withSamples`
 * those that have samples already.
 */
export function samplesFromContainers(
  containers: readonly StoredContainer[],
  toCollect: ReadonlySet<string>,
  withSamples: ReadonlySet<string>,
): PlannedSample[] {
  const positions = new Map<string, number>();
  return [...containers]
    .sort((a, b) => a.position - b.position)
    .flatMap((c) => {
      const procedureID = c.procedureIDs.find((id) => toCollect.has(id));
      if (procedureID === undefined || withSamples.has(procedureID)) return [];
      const position = positions.get(procedureID) ?? 0;
      positions.set(procedureID, position + 1);
      return [
        {
          procedureID,
          position,
          supplyID: c.supplyID,
          lightSensitive: c.lightSensitive,
          refrigerated: c.temperature !== 'room',
          processing: c.centrifuge ? 'centrifuge' : null,
          noScanAfterCollection: c.kind === 'urine-cup',
        },
      ];
    });
}
