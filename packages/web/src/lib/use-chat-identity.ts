/**
 * requirements.md 7, 9: the chat messenger is updated with the signed-in person's name, id, email and
 * key-hash, the key (getUserHmacKey) cached 24 hours. The cache is the tab's sessionStorage, keyed
 * by the user's id: it outlives a reload and a live resync, and sign-out clears it, so the next
 * person on a shared phone never holds a key that proves someone else.
 */
import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Viewer } from '@sc/domain/access/viewer';
import { HMAC_KEY_CACHE_MS } from '@sc/domain/constants';
import { call } from './api.ts';
import { identifyChatMessenger, type ChatIdentity } from './chat-messenger.ts';

const STORAGE_KEY = 'chat-identity-key';

interface CachedKey {
  userID: string;
  key: string;
  fetchedAt: number;
}

/** The stored key when it is this person's and less than 24 hours old, else null. */
export function cachedChatKey(stored: unknown, userID: string, now: number): string | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { userID: owner, key, fetchedAt } = stored as Partial<CachedKey>;
  if (owner !== userID || typeof key !== 'string' || typeof fetchedAt !== 'number') return null;
  const age = now - fetchedAt;
  return age >= 0 && age < HMAC_KEY_CACHE_MS ? key : null;
}

function readStored(): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
}

/** The person's key: the cached one, or the server's, cached from now. */
// eslint-disable-next-line no-restricted-syntax -- the cache's age is a real duration on this phone: its own clock (ADR 066).
export async function chatKeyFor(userID: string, now = Date.now()): Promise<string> {
  const cached = cachedChatKey(readStored(), userID, now);
  if (cached !== null) return cached;
  const { key } = await call('getUserHmacKey', { userID });
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ userID, key, fetchedAt: now } satisfies CachedKey));
  } catch {
    // Private mode or full storage: the key is asked for again next time.
  }
  return key;
}

/**
 * Identifies the chat messenger as the signed-in person once their key is known: again only when
 * who they are changes (a refetched viewer with the same person tells it nothing new).
 */
export function useChatIdentity(viewer: Viewer | null): ChatIdentity | null {
  const key = useQuery({
    queryKey: ['getUserHmacKey', viewer?.id],
    queryFn: () => chatKeyFor(viewer!.id),
    enabled: viewer !== null,
    staleTime: HMAC_KEY_CACHE_MS,
  });
  const id = viewer?.id;
  const name = viewer ? `${viewer.firstName} ${viewer.lastName}`.trim() : '';
  const email = viewer?.email ?? '';
  const identity = useMemo<ChatIdentity | null>(
    () => (id !== undefined && key.data ? { id, name, email, identityHash: key.data } : null),
    [id, name, email, key.data],
  );
  useEffect(() => {
    if (identity) identifyChatMessenger(identity);
  }, [identity]);
  return identity;
}
