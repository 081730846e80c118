/** Driving time between stops (requirements.md 7: getItineraryDrivingEstimate answers milliseconds). */
export interface LatLngPoint {
  lat: number;
  lng: number;
}

export interface RoutingService {
  /** The time to drive through the stops in order, in milliseconds (0 for fewer than two). */
  drivingDurationMs(stops: readonly LatLngPoint[]): Promise<number>;
}
