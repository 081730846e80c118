/**
 * An itinerary offer's stops (issue 27: the offer's page named no stop): when, what and where. A
 * patient's stop shows her service region only; her address is hers until the nurse accepts.
 */
import { countOf } from '@sc/domain/format/counts';
import { formatDuration, formatTime } from '@sc/domain/format/dates';
import { ListRow } from '../../components/ui/index.ts';
import type { Offer } from './offer-card.tsx';

const STOP_TITLES: Record<Offer['stops'][number]['type'], string> = {
  patient: 'Patient visit',
  'pick-drop': 'Lab drop-off',
};

export function OfferStops({ offer }: { offer: Offer }) {
  if (offer.stops.length === 0) return null;
  return (
    <section aria-labelledby="offer-stops">
      <h2 id="offer-stops">{countOf(offer.stops.length, 'stop')}</h2>
      <ol className="ui-list-rows">
        {offer.stops.map((stop, i) => (
          <li key={i}>
            <ListRow
              title={`${formatTime(stop.startTime, offer.timeZone)} · ${STOP_TITLES[stop.type]}`}
              meta={stop.area ?? undefined}
              value={stop.durationMinutes > 0 ? formatDuration(stop.durationMinutes * 60_000) : undefined}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
