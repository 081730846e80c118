/**
 * This phone's local flow state for one itinerary (requirements.md 3), kept in localStorage so a reload in
 * the middle of a visit keeps it (architecture.md 8).
 */
import { toItineraryFlowState, type ItineraryFlowState } from '@sc/domain/itinerary-data/flow-state';
import { usePersistedState } from '../../lib/persisted-state.ts';

export function useLocalFlow(itineraryID: string) {
  return usePersistedState<ItineraryFlowState>(`sc:itinerary-flow:${itineraryID}`, toItineraryFlowState(null), {
    parse: toItineraryFlowState,
  });
}
