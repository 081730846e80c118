/** Nurse home (requirements.md 2.3): the two tabs chosen by `view`, the schedule and the offers. */
import { Link, useSearchParams } from 'react-router';
import { OFFERS_WAITING_LINK, offersWaitingText } from '@sc/domain/field-checks/offers-waiting';
import { INITIAL_SHIFT_LIMIT } from '@sc/domain/field-checks/shift-lists';
import { Alert, LinkButton, Page } from '../../components/ui/index.ts';
import { useFn } from '../../lib/query.ts';
import { useAppPath } from '../../lib/app-context.tsx';
import { paths } from '../../lib/paths.ts';
import { ContinueItineraryLink } from '../../components/field/continue-itinerary.tsx';
import { OffersList } from './offers-list.tsx';
import { ScheduleList } from './schedule-list.tsx';

const tabs = [
  { view: 'schedule', label: 'Your schedule' },
  { view: 'marketplace', label: 'Your Offers' },
] as const;

export function NurseHome() {
  const [search] = useSearchParams();
  const appPath = useAppPath();
  const current = tabs.find((tab) => tab.view === search.get('view')) ?? tabs[0];
  return (
    <Page title={current.label}>
      <ContinueItineraryLink fullWidth />
      <div role="tablist" aria-label="Nurse home" className="ui-segmented">
        {tabs.map((tab) => (
          <Link
            key={tab.view}
            role="tab"
            aria-selected={tab.view === current.view}
            className="ui-segmented__item"
            to={appPath(paths.home.href({}, { view: tab.view }))}
          >
            {tab.label}
          </Link>
        ))}
      </div>
      <div role="tabpanel" aria-label={current.label}>
        {current.view === 'marketplace' ? (
          <OffersList />
        ) : (
          <>
            <OffersWaiting />
            <ScheduleList />
          </>
        )}
      </div>
    </Page>
  );
}

/**
 * Her schedule says when offers wait for her answer, with the way to them (requirements.md 2.3):
 * she lands here, and an offer unseen is work lost. The same read as the offers tab (one cache).
 */
function OffersWaiting() {
  const appPath = useAppPath();
  const offers = useFn('getShiftsOffered', { limit: INITIAL_SHIFT_LIMIT });
  const text = offers.data ? offersWaitingText(offers.data.offers.length, offers.data.hasMore) : null;
  if (!text) return null;
  return (
    <Alert tone="info" title={text}>
      <LinkButton variant="link" to={appPath(paths.home.href({}, { view: 'marketplace' }))}>
        {OFFERS_WAITING_LINK}
      </LinkButton>
    </Alert>
  );
}
