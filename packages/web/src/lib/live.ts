/**
 * The live-update stream (DESIGN.md 5): notices name a topic; the client refetches the queries
 * that show it. On (re)connect the server says `ready` and everything shown is refetched.
 */
import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { queriesForTopic } from '@sc/domain/contract/topics';

export function useLiveUpdates(queryClient: QueryClient, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/live');
    let connectedBefore = false;
    source.addEventListener('ready', () => {
      if (connectedBefore) void queryClient.invalidateQueries();
      connectedBefore = true;
    });
    source.onmessage = (event: MessageEvent<string>) => {
      const { topic } = JSON.parse(event.data) as { topic: string };
      for (const name of queriesForTopic(topic)) void queryClient.invalidateQueries({ queryKey: [name] });
    };
    return () => source.close();
  }, [queryClient, enabled]);
}
