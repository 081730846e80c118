/**
 * What an office and a dispatcher read of a waiting visit (ADR 071): one with no place on the map
 * cannot be planned, so it says so in the same words on the office's order and on its region's
 * dispatch board, instead of reading as if a nurse would come.
 */
import type { OrderStatus } from '../vocabulary/orders.ts';
import { isPlaced } from './address-place.ts';

export const VISIT_PLACE_TEXTS = {
  /** The board's heading over unplaced visits, and the office's words on such an order. */
  needsPlace: 'Needs a place on the map',
  /** The office's words on a placed order that waits. */
  waitsForNurse: 'The visit waits for a nurse',
  /** What the office is asked to do about an unplaced one. */
  needsPlaceAction: 'It cannot be planned until the patient’s address has a place on the map.',
} as const;

/** Whether a waiting visit at this point can be planned at all. */
export const needsPlace = (point: { lat: number | null; lng: number | null } | null): boolean => !isPlaced(point);

/**
 * Whether an order reads "Needs a place on the map": only while it waits (`ordered`); a planned
 * visit had a point to be planned to, and a done or canceled one waits for nothing.
 */
export const orderNeedsPlace = (order: { status: OrderStatus; lat: number | null; lng: number | null }): boolean =>
  order.status === 'ordered' && needsPlace(order);

/** The words a waiting visit reads under: "Needs a place on the map" or "The visit waits for a nurse". */
export function waitingVisitWords(point: { lat: number | null; lng: number | null } | null): string {
  return needsPlace(point) ? VISIT_PLACE_TEXTS.needsPlace : VISIT_PLACE_TEXTS.waitsForNurse;
}
