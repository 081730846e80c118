/**
 * An orderable test of the catalogue (issue 14): what it needs of a collection, which the
 * collection plan merges across an order's tests, and what the nurse's steps show and chart.
 */
import type { ChartingItemType } from '../vocabulary/procedures.ts';
import type { ContainerKind, SpecimenTemperature } from '../vocabulary/catalogue.ts';

/** The nurse's task a test is collected by (a nurse is trained for tasks, requirements.md 3). */
export const collectionTasks = { blood: 'task-venipuncture', urine: 'task-urine' } as const;

export interface CatalogueChartingItem {
  type: ChartingItemType;
  title: string;
  checklist?: string[];
}

export interface LabTest {
  id: string;
  /** The code an office orders it by, as on a requisition ("LIPID"). */
  code: string;
  name: string;
  /** Other names staff search by ("cholesterol" for the lipid panel). */
  aliases: string[];
  container: ContainerKind;
  /** Blood (or urine) to collect for it, in millilitres. */
  minVolumeMl: number;
  /** Hours of fasting before the draw; 0 when none. */
  fastingHours: number;
  /** Kept from light (an amber bag) from collection to the lab. */
  lightSensitive: boolean;
  temperature: SpecimenTemperature;
  /** Spun before it ships: serum or plasma. */
  centrifuge: boolean;
  /** Minutes a serum tube stands upright to clot before it is spun; 0 when not. */
  clotMinutes: number;
  /** Hours from collection within which the lab must receive it. */
  stabilityHours: number;
  /** Containers of its own, shared with no other test: a culture set, timed draws, a metal-free tube. */
  dedicated: boolean;
  /** How many containers of its own when dedicated (two culture sets, two timed draws). */
  containers: number;
  /** What the nurse is told for it, beyond the container's own handling. */
  instructions: string;
  charting: CatalogueChartingItem[];
}

/** requirements.md 5: the fasting item is matched by this title. */
export const FASTING_QUESTION: CatalogueChartingItem = { type: 'question', title: 'Is the patient fasting?' };
