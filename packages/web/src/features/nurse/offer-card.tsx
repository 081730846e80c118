/**
 * One shift or itinerary offer (requirements.md 2.3, 2.10): time (an itinerary's to its last stop's
 * end), regions, earnings, an itinerary's stops and tests (never whom or where before she accepts);
 * accept, or decline with a reason (the same rule as the server's, so a blank reason is refused before any request).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { FnOutput } from '@sc/domain/contract/index';
import { offerWorkText } from '@sc/domain/field-checks/offers-waiting';
import { validateDeclineReason } from '@sc/domain/field-checks/shift-lists';
import { formatCents } from '@sc/domain/format/currency';
import { formatServiceRegionNames, formatTimeRange } from '@sc/domain/format/dates';
import { Alert, Button, Card, CardActions, Icon, LinkButton, TextField } from '../../components/ui/index.ts';
import { CalendarIcon, EarningsIcon, RouteIcon, SampleIcon } from '../../components/ui/icons.ts';
import { useFnMutation } from '../../lib/query.ts';

export type Offer = FnOutput<'getShiftsOffered'>['offers'][number];

export interface OfferCardProps {
  offer: Offer;
  /** The offer's own route (requirements.md 2.3: each offer links to an offer route). */
  detailsTo?: string;
  /** Where Accept goes instead of accepting at once (an itinerary offer's /confirm step). */
  acceptTo?: string;
  /** After an accept or a decline went through. */
  onDone?: (outcome: 'accepted' | 'declined') => void;
}

export function OfferCard({ offer, detailsTo, acceptTo, onDone }: OfferCardProps) {
  const queryClient = useQueryClient();
  const reasonId = useId();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const refresh = (outcome: 'accepted' | 'declined') => async () => {
    // An accepted offer is on her schedule now: neither list may show the old answer.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['getShiftsOffered'] }),
      queryClient.invalidateQueries({ queryKey: ['getNurseSchedule'] }),
    ]);
    onDone?.(outcome);
  };
  const acceptShift = useFnMutation('acceptShiftOffer', { onSuccess: refresh('accepted') });
  const acceptItinerary = useFnMutation('acceptItineraryOffer', { onSuccess: refresh('accepted') });
  const declineShift = useFnMutation('declineShiftOffer', { onSuccess: refresh('declined') });
  const declineItinerary = useFnMutation('declineItineraryOffer', { onSuccess: refresh('declined') });
  const accept = offer.kind === 'shift' ? acceptShift : acceptItinerary;
  const decline = offer.kind === 'shift' ? declineShift : declineItinerary;
  const failure = accept.error ?? decline.error;
  const when = formatTimeRange(offer.startTime, offer.endTime, offer.timeZone);
  const work = offerWorkText(offer.stops.length, offer.tests);

  function onAccept() {
    if (offer.kind === 'shift') acceptShift.mutate({ shiftID: offer.id });
    else acceptItinerary.mutate({ itineraryID: offer.id });
  }

  function onDecline(event: FormEvent) {
    event.preventDefault();
    const error = validateDeclineReason(reason);
    setReasonError(error ?? undefined);
    if (error) return;
    if (offer.kind === 'shift') declineShift.mutate({ shiftID: offer.id, reason });
    else declineItinerary.mutate({ itineraryID: offer.id, reason });
  }

  return (
    <Card
      title={when}
      aria-label={`Offer ${when}`}
      icon={offer.kind === 'itinerary' ? RouteIcon : CalendarIcon}
      meta={formatServiceRegionNames(offer.serviceRegions)}
    >
      <p>
        <Icon icon={EarningsIcon} /> <strong>{formatCents(offer.earningsCents)}</strong>
      </p>
      {work ? (
        <p>
          <Icon icon={SampleIcon} /> {work}
        </p>
      ) : null}
      {failure ? <Alert tone="danger">{failure.message}</Alert> : null}
      {declining ? (
        <form onSubmit={onDecline} noValidate aria-label="Decline the offer">
          <TextField
            id={reasonId}
            label="Reason for declining"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={reasonError}
            autoFocus
          />
          <CardActions>
            <Button type="submit" variant="danger" busy={decline.isPending}>
              Decline
            </Button>
            <Button variant="secondary" onClick={() => setDeclining(false)}>
              Cancel
            </Button>
          </CardActions>
        </form>
      ) : (
        <CardActions>
          {acceptTo ? (
            <LinkButton to={acceptTo}>Accept</LinkButton>
          ) : (
            <Button onClick={onAccept} busy={accept.isPending}>
              Accept
            </Button>
          )}
          <Button variant="secondary" onClick={() => setDeclining(true)}>
            Decline
          </Button>
          {detailsTo ? (
            <LinkButton variant="link" to={detailsTo}>
              Details
            </LinkButton>
          ) : null}
        </CardActions>
      )}
    </Card>
  );
}
