/**
 * "Your Offers" (SPEC.md 2.3): open shift and itinerary offers grouped by the date they start in
 * their own zone, 20 at first and 20 more as the list scrolls to its end. A new offer reaches an
 * open screen through the `shifts/{userID}` live topic.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { INITIAL_SHIFT_LIMIT, nextShiftLimit, shiftListTexts } from '@sc/domain/field-checks/shift-lists';
import { groupByLocalDate } from '@sc/domain/format/dates';
import { Alert, Button, PageLoading } from '../../components/ui/index.ts';
import { useFn } from '../../lib/query.ts';
import { useLoadMoreOnScroll } from './load-more.ts';
import { OfferCard } from './offer-card.tsx';

export function OffersList() {
  const [limit, setLimit] = useState(INITIAL_SHIFT_LIMIT);
  const offers = useFn('getShiftsOffered', { limit }, { placeholderData: keepPreviousData });
  const hasMore = offers.data?.hasMore ?? false;
  const end = useLoadMoreOnScroll(hasMore, setLimit);

  if (offers.isPending) return <PageLoading />;
  if (offers.error) return <Alert tone="danger">{offers.error.message}</Alert>;
  if (offers.data.offers.length === 0) return <p>{shiftListTexts.noOffers}</p>;

  const groups = groupByLocalDate(offers.data.offers, (o) => ({ time: o.startTime, timeZone: o.timeZone }));
  return (
    <div className="offers-list">
      {groups.map((group) => (
        <section key={group.dateKey} aria-label={group.longHeading}>
          <h2>{group.longHeading}</h2>
          {group.items.map((offer) => (
            <OfferCard key={`${offer.kind}:${offer.id}`} offer={offer} />
          ))}
        </section>
      ))}
      {hasMore ? (
        <div ref={end}>
          <Button variant="secondary" busy={offers.isFetching} onClick={() => setLimit(nextShiftLimit(limit))}>
            Show more offers
          </Button>
        </div>
      ) : null}
    </div>
  );
}
