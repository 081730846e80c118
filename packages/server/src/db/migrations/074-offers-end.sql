-- An offer ends (ADR 074): `withdrawn` when its work went to another nurse or was canceled before
-- she answered; `no-response` (expired) when its work began unanswered, written by the `offers.end`
-- sweep. The sweep reads only offers still open, so those are indexed apart.
alter table shift_offers drop constraint shift_offers_status_check;
alter table shift_offers add constraint shift_offers_status_check
  check (status in ('offered', 'accepted', 'declined', 'withdrawn', 'no-response'));
alter table itinerary_offers drop constraint itinerary_offers_status_check;
alter table itinerary_offers add constraint itinerary_offers_status_check
  check (status in ('offered', 'accepted', 'declined', 'withdrawn', 'no-response'));
create index shift_offers_open on shift_offers (shift_id) where status = 'offered';
create index itinerary_offers_open on itinerary_offers (itinerary_id) where status = 'offered';

-- The sweep is a job (ADR 034). A later migration that changes this list keeps every kind.
alter table jobs drop constraint jobs_kind_check;
alter table jobs add constraint jobs_kind_check check (kind in ('email.send', 'sweep.expired',
  'sweep.unattached-files', 'sweep.job-history', 'payout.send', 'wallet.release', 'dispatch.optimise',
  'payout.reconcile', 'offers.end'));
