/**
 * Offer routes (requirements.md 2.10): offer/{itineraryID} with /confirm and /confirmed, and
 * shift-offer/{shiftID}: earnings (the currency rule), time, regions ("No Area on Shift"), accept,
 * or decline with a reason.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { SHIFT_OFFERS_MAX_LIMIT } from '@sc/domain/constants';
import { formatCents } from '@sc/domain/format/currency';
import { formatLongDate, formatServiceRegionNames, formatTimeRange } from '@sc/domain/format/dates';
import { Alert, Button, LinkButton, Page, PageLoading } from '../../components/ui/index.ts';
import { useAppNavigate, useAppPath } from '../../lib/app-context.tsx';
import { paths } from '../../lib/paths.ts';
import { useFn, useFnMutation } from '../../lib/query.ts';
import { OfferCard, type Offer } from './offer-card.tsx';
import { OfferStops } from './offer-stops.tsx';

const offersHref = paths.home.href({}, { view: 'marketplace' });

/** The way back to the offers list (issue 27: an offer's page had none). */
function BackToOffers() {
  const appPath = useAppPath();
  return (
    <LinkButton variant="link" to={appPath(offersHref)}>
      Back to your offers
    </LinkButton>
  );
}

/** The offer's day: the card shows its hours, the list shows the day above it, the page must too. */
function OfferDay({ offer }: { offer: Offer }) {
  return <p>{formatLongDate(offer.startTime, offer.timeZone)}</p>;
}

/** The caller's open offer of this kind and id (the offers read is bounded). */
function OfferLoader({
  kind,
  id,
  children,
}: {
  kind: Offer['kind'];
  id: string;
  children: (offer: Offer) => React.ReactNode;
}) {
  const appPath = useAppPath();
  const offers = useFn('getShiftsOffered', { limit: SHIFT_OFFERS_MAX_LIMIT });
  if (offers.isPending) return <PageLoading />;
  if (offers.error) return <Alert tone="danger">{offers.error.message}</Alert>;
  const offer = offers.data.offers.find((o) => o.kind === kind && o.id === id);
  if (!offer) {
    return (
      <>
        <p>This offer is no longer open.</p>
        <LinkButton to={appPath(offersHref)}>Your Offers</LinkButton>
      </>
    );
  }
  return <>{children(offer)}</>;
}

export function OfferPage() {
  const itineraryID = useParams().itineraryID ?? '';
  const appPath = useAppPath();
  const navigate = useAppNavigate();
  return (
    <Page title="Itinerary offer" width="narrow" back={<BackToOffers />}>
      <OfferLoader kind="itinerary" id={itineraryID}>
        {(offer) => (
          <>
            <OfferDay offer={offer} />
            <OfferCard
              offer={offer}
              acceptTo={appPath(paths.offerConfirm.href({ itineraryID }))}
              onDone={() => navigate(offersHref)}
            />
            <OfferStops offer={offer} />
          </>
        )}
      </OfferLoader>
    </Page>
  );
}

export function OfferConfirmPage() {
  const itineraryID = useParams().itineraryID ?? '';
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const accept = useFnMutation('acceptItineraryOffer', {
    onSuccess: async () => {
      // "It is on your schedule": the schedule must not show its answer from before.
      await queryClient.invalidateQueries({ queryKey: ['getNurseSchedule'] });
      navigate(paths.offerConfirmed.href({ itineraryID }), { replace: true });
    },
  });
  return (
    <Page title="Confirm the itinerary" width="narrow" back={<BackToOffers />}>
      <OfferLoader kind="itinerary" id={itineraryID}>
        {(offer) => (
          <>
            <OfferDay offer={offer} />
            <p>{formatTimeRange(offer.startTime, offer.endTime, offer.timeZone)}</p>
            <p>{formatServiceRegionNames(offer.serviceRegions)}</p>
            <p>
              You will earn <strong>{formatCents(offer.earningsCents)}</strong>.
            </p>
            {accept.error ? <Alert tone="danger">{accept.error.message}</Alert> : null}
            <Button fullWidth busy={accept.isPending} onClick={() => accept.mutate({ itineraryID })}>
              Confirm
            </Button>
          </>
        )}
      </OfferLoader>
    </Page>
  );
}

export function OfferConfirmedPage() {
  const appPath = useAppPath();
  return (
    <Page title="You're booked" width="narrow">
      <Alert tone="success">The itinerary is yours. It is on your schedule.</Alert>
      <LinkButton fullWidth to={appPath(paths.home.href({}, { view: 'schedule' }))}>
        Your schedule
      </LinkButton>
    </Page>
  );
}

export function ShiftOfferPage() {
  const shiftID = useParams().shiftID ?? '';
  const navigate = useAppNavigate();
  return (
    <Page title="Shift offer" width="narrow" back={<BackToOffers />}>
      <OfferLoader kind="shift" id={shiftID}>
        {(offer) => (
          <>
            <OfferDay offer={offer} />
            <OfferCard
              offer={offer}
              onDone={(outcome) =>
                navigate(outcome === 'accepted' ? paths.home.href({}, { view: 'schedule' }) : offersHref)
              }
            />
          </>
        )}
      </OfferLoader>
    </Page>
  );
}
