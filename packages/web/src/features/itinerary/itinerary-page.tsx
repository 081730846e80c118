/** The itinerary flow (SPEC.md 2.11): itinerary/{itineraryID}/{step path}. */
import { Page } from '../../components/ui/index.ts';

export const ItineraryPage = () => <Page title="Your itinerary" />;
export const LegacyItineraryPage = () => <Page title="Your itinerary" />;
