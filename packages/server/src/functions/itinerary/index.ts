import type { itineraryContract } from '@sc/domain/contract/itinerary';
import type { AreaHandlers } from '../context.ts';
import { getItineraryDrivingEstimate } from './get-itinerary-driving-estimate.ts';
import { getItineraryFlowData } from './get-itinerary-flow-data.ts';

export const itineraryHandlers = {
  getItineraryFlowData,
  getItineraryDrivingEstimate,
} satisfies AreaHandlers<typeof itineraryContract>;
