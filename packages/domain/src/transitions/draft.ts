/**
 * Why this is hard / conventions here:
 *   - A transition may touch many rows (a procedure, its samples, its actions, supply items, the
 *     waypoint, the itinerary). The draft keeps the input untouched (copy on write), merges
 *     every write to one row into one `update` change, and drops writes that change nothing, so
 *     a retried command answers with no changes.
 *   - A status write that leaves the graph of statuses.ts is a bug in this folder, not a refusal:
 *     the draft throws.
 *   - A transition reads through the draft (`draft.itinerary`), so it sees its own writes.
 */
import type { ItineraryData, Procedure, Waypoint, WaypointAction } from '../itinerary-data/model.ts';
import type {
  Change,
  ItinerarySet,
  ProcedureSet,
  ProcessingActionSet,
  SampleSet,
  ShipmentSet,
  SupplyItemSet,
  WaypointActionSet,
  WaypointSet,
} from './changes.ts';
import type { FieldState, SupplyItem } from './entities.ts';
import type { Refusal, Transition } from './result.ts';
import { canMoveStatus, type StatusKind } from './statuses.ts';

/** Structural equality of plain data (keys whose value is undefined count as absent). */
export function isDeepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((value, i) => isDeepEqual(value, b[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!isDeepEqual(left[key], right[key])) return false;
  return true;
}

/** The fields of `set` whose value differs from `current`. */
function diff<T extends object>(current: T, set: Partial<T>): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(set) as (keyof T)[]) {
    const value = set[key];
    if (value !== undefined && !isDeepEqual(current[key], value)) out[key] = value;
  }
  return out;
}

const isEmpty = (o: object) => Object.keys(o).length === 0;

function assertMove(kind: StatusKind, id: string, from: string, to: string | undefined): void {
  if (to === undefined) return;
  if (!canMoveStatus(kind, from as never, to as never))
    throw new Error(`Illegal ${kind} status change on ${id}: ${from} -> ${to}`);
}

export class FieldDraft {
  #itinerary: ItineraryData;
  #supplyItems: Record<string, SupplyItem>;
  readonly #changes: Change[] = [];
  readonly #index = new Map<string, number>();

  constructor(state: FieldState) {
    this.#itinerary = state.itinerary;
    this.#supplyItems = state.supplyItems;
  }

  get itinerary(): ItineraryData {
    return this.#itinerary;
  }

  get supplyItems(): Record<string, SupplyItem> {
    return this.#supplyItems;
  }

  waypoint(id: string): Waypoint | undefined {
    return this.#itinerary.waypoints.find((w) => w.id === id);
  }

  action(id: string): WaypointAction | undefined {
    return this.#itinerary.waypointActions[id];
  }

  procedure(id: string): Procedure | undefined {
    return this.#itinerary.procedures[id];
  }

  /** Records (or merges into the change already recorded for the same row). */
  #record(key: string, change: Change): void {
    const at = this.#index.get(key);
    const existing = at === undefined ? undefined : this.#changes[at];
    if (existing && existing.op === 'update' && change.op === 'update') {
      this.#changes[at!] = { ...existing, set: { ...existing.set, ...change.set } } as Change;
      return;
    }
    this.#index.set(key, this.#changes.length);
    this.#changes.push(change);
  }

  insert(change: Extract<Change, { op: 'insert' }>): void {
    this.#changes.push(change);
  }

  updateItinerary(set: Pick<ItinerarySet, 'status'>): void {
    const changed = diff({ status: this.#itinerary.status }, set);
    if (changed.status === undefined) return;
    assertMove('itinerary', this.#itinerary.id, this.#itinerary.status, changed.status);
    this.#itinerary = { ...this.#itinerary, status: changed.status };
    this.#record(`itinerary:${this.#itinerary.id}`, {
      op: 'update',
      entity: 'itinerary',
      id: this.#itinerary.id,
      set: changed,
    });
  }

  updateWaypoint(id: string, set: WaypointSet): void {
    const current = this.waypoint(id);
    if (!current) throw new Error(`No waypoint ${id} in the draft`);
    const changed = diff(current, set);
    if (isEmpty(changed)) return;
    assertMove('waypoint', id, current.status, changed.status);
    this.#itinerary = {
      ...this.#itinerary,
      waypoints: this.#itinerary.waypoints.map((w) => (w.id === id ? { ...w, ...changed } : w)),
    };
    this.#record(`waypoint:${id}`, { op: 'update', entity: 'waypoint', id, set: changed });
  }

  updateAction(id: string, set: WaypointActionSet): void {
    const current = this.action(id);
    if (!current) throw new Error(`No waypoint action ${id} in the draft`);
    const changed = diff(current, set);
    if (isEmpty(changed)) return;
    assertMove('waypointAction', id, current.status, changed.status);
    this.#itinerary = {
      ...this.#itinerary,
      waypointActions: { ...this.#itinerary.waypointActions, [id]: { ...current, ...changed } },
    };
    this.#record(`waypointAction:${id}`, { op: 'update', entity: 'waypointAction', id, set: changed });
  }

  updateProcessingAction(id: string, set: ProcessingActionSet): void {
    const current = this.#itinerary.processingActions[id];
    if (!current) throw new Error(`No processing action ${id} in the draft`);
    const changed = diff(current, set);
    if (isEmpty(changed)) return;
    assertMove('processingAction', id, current.status, changed.status);
    this.#itinerary = {
      ...this.#itinerary,
      processingActions: { ...this.#itinerary.processingActions, [id]: { ...current, ...changed } },
    };
    this.#record(`processingAction:${id}`, { op: 'update', entity: 'processingAction', id, set: changed });
  }

  updateProcedure(id: string, set: ProcedureSet): void {
    const current = this.procedure(id);
    if (!current) throw new Error(`No procedure ${id} in the draft`);
    const changed = diff(current, set);
    if (isEmpty(changed)) return;
    assertMove('procedure', id, current.status, changed.status);
    this.#itinerary = {
      ...this.#itinerary,
      procedures: { ...this.#itinerary.procedures, [id]: { ...current, ...changed } },
    };
    this.#record(`procedure:${id}`, { op: 'update', entity: 'procedure', id, set: changed });
  }

  updateSample(procedureID: string, sampleID: string, set: SampleSet): void {
    const procedure = this.procedure(procedureID);
    const current = procedure?.samples.find((s) => s.id === sampleID);
    if (!procedure || !current) throw new Error(`No sample ${sampleID} on procedure ${procedureID} in the draft`);
    const changed = diff(current, set);
    if (isEmpty(changed)) return;
    assertMove('sample', sampleID, current.status, changed.status);
    const samples = procedure.samples.map((s) => (s.id === sampleID ? { ...s, ...changed } : s));
    this.#itinerary = {
      ...this.#itinerary,
      procedures: { ...this.#itinerary.procedures, [procedureID]: { ...procedure, samples } },
    };
    this.#record(`sample:${procedureID}:${sampleID}`, {
      op: 'update',
      entity: 'sample',
      id: sampleID,
      procedureID,
      set: changed,
    });
  }

  updateShipment(id: string, set: ShipmentSet): void {
    const current = this.#itinerary.shipments[id];
    if (!current) throw new Error(`No shipment ${id} in the draft`);
    const changed = diff(current, set);
    if (isEmpty(changed)) return;
    assertMove('shipment', id, current.status, changed.status);
    this.#itinerary = {
      ...this.#itinerary,
      shipments: { ...this.#itinerary.shipments, [id]: { ...current, ...changed } },
    };
    this.#record(`shipment:${id}`, { op: 'update', entity: 'shipment', id, set: changed });
  }

  updateSupplyItem(id: string, set: SupplyItemSet): void {
    const current = this.#supplyItems[id];
    if (!current) throw new Error(`No supply item ${id} in the draft`);
    const changed = diff(current, set);
    if (isEmpty(changed)) return;
    assertMove('supplyItem', id, current.status, changed.status);
    this.#supplyItems = { ...this.#supplyItems, [id]: { ...current, ...changed } };
    this.#record(`supplyItem:${id}`, { op: 'update', entity: 'supplyItem', id, set: changed });
  }

  get state(): FieldState {
    return { itinerary: this.#itinerary, supplyItems: this.#supplyItems };
  }

  get changes(): Change[] {
    return [...this.#changes];
  }
}

/** Runs a transition body on a draft of `state`: a returned Refusal refuses, otherwise it applies. */
export function runOnState(state: FieldState, body: (draft: FieldDraft) => Refusal | void): Transition<FieldState> {
  const draft = new FieldDraft(state);
  const refusal = body(draft);
  if (refusal) return { ok: false, refusal };
  const changes = draft.changes;
  return { ok: true, data: changes.length === 0 ? state : draft.state, changes };
}

/** The same for transitions that read and write only the itinerary. */
export function runOnItinerary(
  itinerary: ItineraryData,
  body: (draft: FieldDraft) => Refusal | void,
): Transition<ItineraryData> {
  const result = runOnState({ itinerary, supplyItems: {} }, body);
  return result.ok ? { ok: true, data: result.data.itinerary, changes: result.changes } : result;
}
