/** The feature flags (requirements.md 2.3) the itinerary's tree, rules and screens read. */
export interface ItineraryFlags {
  /** The supply-preparation-disabled flag (requirements.md 2.3): the waypoint check then says not needed. */
  readonly supplyPreparationDisabled?: boolean;
}
