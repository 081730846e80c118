/**
 * The live-update stream (architecture.md 5): notices name a topic; the client refetches the queries
 * that show it. On (re)connect the server says `ready` and everything shown is refetched; it says
 * `resync` when it may itself have missed notices (its database connection came back, ADR 018),
 * and the same refetch follows. `evicted` means this session opened too many streams and this, the
 * oldest, was closed: it reconnects when the page is next shown, not at once, so tabs do not take
 * turns closing each other.
 */
import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { queriesForTopic } from '@sc/domain/contract/topics';
import { CLIENT_ID } from './api.ts';

/**
 * Topics whose own-tab notices need no refetch: the itinerary applies its confirmed writes to its
 * cached flow (features/itinerary/waiting-writes.ts), so refetching it after each scan would only
 * repeat what it shows.
 */
const ownWritesShown = (topic: string) => topic.startsWith('itineraries/');

export function useLiveUpdates(queryClient: QueryClient, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let connectedBefore = false;
    const refetchAll = () => void queryClient.invalidateQueries();

    const open = () => {
      source = new EventSource('/api/live');
      source.addEventListener('ready', () => {
        if (connectedBefore) refetchAll();
        connectedBefore = true;
      });
      source.addEventListener('resync', refetchAll);
      source.addEventListener('evicted', () => {
        source?.close();
        source = undefined;
      });
      source.onmessage = (event: MessageEvent<string>) => {
        const { topic, origin } = JSON.parse(event.data) as { topic: string; origin?: string };
        if (origin === CLIENT_ID && ownWritesShown(topic)) return;
        for (const name of queriesForTopic(topic)) void queryClient.invalidateQueries({ queryKey: [name] });
      };
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible' && source === undefined) open();
    };

    open();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      source?.close();
    };
  }, [queryClient, enabled]);
}
