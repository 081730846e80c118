/**
 * Serials and the samples a collection writes (requirements.md 5).
 *
 * - A supply item id reads `<code>-<serial>[-...]`: the serial is its second dash-separated part.
 * - A collected sample needs a supply item id and a serial; without either it is dropped with the
 *   warning "Missing supply item ID or serial".
 * - When patient-visit supply scanning is disabled, the serial is the placeholder below instead of
 *   the one read from the id. The supply item id is still required: requirements.md 5 replaces only the
 *   serial, and the id then comes from whatever assigned the item (a pre-packed kit, a click step).
 */
import { scanMessages } from './messages.ts';

/** The serial written when patient-visit supply scanning is disabled (requirements.md 5). */
export const PLACEHOLDER_SERIAL = 'NOT_SCANNED';

/** The second dash-separated part of a supply item id; null when there is none or it is blank. */
export function serialOf(supplyItemID: string | null | undefined): string | null {
  if (!supplyItemID) return null;
  const part = supplyItemID.split('-')[1];
  return part === undefined || part.trim() === '' ? null : part;
}

export interface SampleToCollect {
  id: string;
  supplyItemID?: string | null;
}

export type CollectedSample<T extends SampleToCollect> = Omit<T, 'supplyItemID'> & {
  supplyItemID: string;
  serial: string;
};

export interface CollectedSampleWarning {
  sampleID: string;
  message: string;
}

export interface CollectedSamples<T extends SampleToCollect> {
  kept: CollectedSample<T>[];
  warnings: CollectedSampleWarning[];
}

/**
 * Gives each collected sample its serial, dropping (with a warning each) the ones that lack a
 * supply item id or a serial. Order is kept; other fields pass through untouched.
 */
export function toCollectedSamples<T extends SampleToCollect>(
  samples: readonly T[],
  options: { supplyScanningDisabled: boolean },
): CollectedSamples<T> {
  const kept: CollectedSample<T>[] = [];
  const warnings: CollectedSampleWarning[] = [];
  for (const sample of samples) {
    const supplyItemID = sample.supplyItemID?.trim() ? sample.supplyItemID : null;
    const serial = options.supplyScanningDisabled ? PLACEHOLDER_SERIAL : serialOf(supplyItemID);
    if (supplyItemID === null || serial === null) {
      warnings.push({ sampleID: sample.id, message: scanMessages.missingSupplyItemIDOrSerial });
      continue;
    }
    kept.push({ ...sample, supplyItemID, serial });
  }
  return { kept, warnings };
}
