import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Viewer } from '@sc/domain/access/viewer';
import { HMAC_KEY_CACHE_MS } from '@sc/domain/constants';
import { call } from './api.ts';
import { cachedChatKey, chatKeyFor, useChatIdentity } from './use-chat-identity.ts';

vi.mock('./api.ts', () => ({
  call: vi.fn(async (_name: string, input: { userID: string }) => ({ key: `key-of-${input.userID}` })),
}));
const calls = vi.mocked(call);

const NOW = Date.parse('2026-11-23T09:00:00Z');
const HOUR = 60 * 60 * 1000;

beforeEach(() => {
  sessionStorage.clear();
  calls.mockClear();
});
afterEach(cleanup);

describe('cachedChatKey (requirements.md 9: HMAC key cache 24 hours)', () => {
  const stored = { userID: 'nurse-a', key: 'k', fetchedAt: NOW };
  it.each([
    ['just fetched', stored, 'nurse-a', NOW, 'k'],
    ['23 h 59 min old', stored, 'nurse-a', NOW + 24 * HOUR - 60_000, 'k'],
    ['24 hours old', stored, 'nurse-a', NOW + HMAC_KEY_CACHE_MS, null],
    ['another person’s', stored, 'nurse-b', NOW, null],
    ['from the future (a clock set back)', stored, 'nurse-a', NOW - HOUR, null],
    ['damaged', { userID: 'nurse-a', key: 42, fetchedAt: NOW }, 'nurse-a', NOW, null],
    ['absent', null, 'nurse-a', NOW, null],
  ])('a key %s -> %j', (_, entry, userID, now, expected) => {
    expect(cachedChatKey(entry, userID, now)).toBe(expected);
  });
});

describe('chatKeyFor', () => {
  it('asks the server once, then answers from the cache for 24 hours', async () => {
    expect(await chatKeyFor('nurse-a', NOW)).toBe('key-of-nurse-a');
    expect(await chatKeyFor('nurse-a', NOW + 23 * HOUR)).toBe('key-of-nurse-a');
    expect(calls).toHaveBeenCalledTimes(1);
    expect(calls).toHaveBeenCalledWith('getUserHmacKey', { userID: 'nurse-a' });
    await chatKeyFor('nurse-a', NOW + 24 * HOUR);
    expect(calls).toHaveBeenCalledTimes(2);
  });

  it('another person on the same tab gets their own key', async () => {
    await chatKeyFor('nurse-a', NOW);
    expect(await chatKeyFor('nurse-b', NOW + 1)).toBe('key-of-nurse-b');
    expect(calls).toHaveBeenCalledTimes(2);
  });
});

describe('useChatIdentity (requirements.md 7)', () => {
  const viewer = { id: 'nurse-a', email: 'a@demo.test', firstName: 'Ada', lastName: 'Nurse' } as Viewer;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
  );

  it('identifies the messenger with name, id, email and the key-hash', async () => {
    const setUser = vi.fn();
    window.$chatwoot = { setUser };
    const { result } = renderHook(() => useChatIdentity(viewer), { wrapper });
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current).toEqual({
      id: 'nurse-a',
      name: 'Ada Nurse',
      email: 'a@demo.test',
      identityHash: 'key-of-nurse-a',
    });
    expect(setUser).toHaveBeenCalledWith('nurse-a', {
      name: 'Ada Nurse',
      email: 'a@demo.test',
      identifier_hash: 'key-of-nurse-a',
    });
    delete window.$chatwoot;
  });

  it('asks nothing for nobody signed in', () => {
    const { result } = renderHook(() => useChatIdentity(null), { wrapper });
    expect(result.current).toBeNull();
    expect(calls).not.toHaveBeenCalled();
  });
});
