/**
 * "Your Offers" (requirements.md 2.3): open shift and itinerary offers grouped by the date they start in
 * their own zone, 20 at first and 20 more as the list scrolls to its end. A new offer reaches an
 * open screen through the `shifts/{userID}` live topic.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { INITIAL_SHIFT_LIMIT, shiftListTexts } from '@sc/domain/field-checks/shift-lists';
import { Alert, EmptyState, PageLoading } from '../../components/ui/index.ts';
import { EmptyIcon } from '../../components/ui/icons.ts';
import { useFn } from '../../lib/query.ts';
import { DatedList } from './dated-list.tsx';
import { OfferCard } from './offer-card.tsx';
import { offerPath } from './offer-paths.ts';
import { useAppPath } from '../../lib/app-context.tsx';

export function OffersList() {
  const appPath = useAppPath();
  const [limit, setLimit] = useState(INITIAL_SHIFT_LIMIT);
  const offers = useFn('getShiftsOffered', { limit }, { placeholderData: keepPreviousData });

  if (offers.isPending) return <PageLoading />;
  if (offers.error) return <Alert tone="danger">{offers.error.message}</Alert>;
  if (offers.data.offers.length === 0) {
    return (
      <EmptyState title={shiftListTexts.noOffers} icon={EmptyIcon}>
        <p>New shifts and itineraries offered to you show here as soon as they are made.</p>
      </EmptyState>
    );
  }
  return (
    <DatedList
      items={offers.data.offers}
      itemKey={(offer) => `${offer.kind}:${offer.id}`}
      renderItem={(offer) => <OfferCard offer={offer} detailsTo={appPath(offerPath(offer))} />}
      hasMore={offers.data.hasMore}
      loadingMore={offers.isFetching}
      setLimit={setLimit}
      moreLabel="Show more offers"
    />
  );
}
