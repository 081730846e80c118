/** Offer routes (SPEC.md 2.10): offer/{itineraryID} (+ /confirm, /confirmed) and shift-offer/{shiftID}. */
import { Page } from '../../components/ui/index.ts';

export const OfferPage = () => <Page title="Offer" width="narrow" />;
export const OfferConfirmPage = () => <Page title="Offer" width="narrow" />;
export const OfferConfirmedPage = () => <Page title="Offer" width="narrow" />;
export const ShiftOfferPage = () => <Page title="Shift offer" width="narrow" />;
