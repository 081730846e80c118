/**
 * Road times and lines between stops (architecture.md 7, ADR 083): the optimiser's matrix, the driving
 * estimate (requirements.md 7: getItineraryDrivingEstimate answers milliseconds) and the line a map
 * draws. The great-circle default answers offline; OSRM (osrm.ts) answers by the road network.
 */
export interface LatLngPoint {
  lat: number;
  lng: number;
}

export interface RoutingService {
  /** The time to drive through the stops in order, in milliseconds (0 for fewer than two). */
  drivingDurationMs(stops: readonly LatLngPoint[]): Promise<number>;
  /**
   * Every pair's driving time at once, row `from`, column `to`, in milliseconds: one table request
   * instead of n² paths. Roads make it asymmetric (one-way streets, turns); the optimiser reads it
   * directed. Absent: buildTravelMatrix asks pair by pair.
   */
  durationMatrixMs?(points: readonly LatLngPoint[]): Promise<number[][]>;
  /**
   * The line a car follows through the stops in order, for a map. Absent, or when the service cannot
   * answer: the straight segments between the stops.
   */
  routeLine?(stops: readonly LatLngPoint[]): Promise<LatLngPoint[]>;
}
