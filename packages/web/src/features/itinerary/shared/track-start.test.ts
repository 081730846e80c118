import { afterEach, expect, test, vi } from 'vitest';
import { trackOnce } from './track-start.tsx';

afterEach(() => vi.restoreAllMocks());

test('requirements.md 7 start events: sent once per event and procedure, with the route and the procedure id', async () => {
  const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"ok":true}'));
  expect(trackOnce('start procedure', 'proc-a', '/itinerary/i/x')).toBe(true);
  expect(trackOnce('start procedure', 'proc-a', '/itinerary/i/y')).toBe(false);
  expect(trackOnce('start kit packing', 'proc-a', '/itinerary/i/z')).toBe(true);
  expect(trackOnce('start procedure', 'proc-b', '/itinerary/i/w')).toBe(true);
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
  expect(fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
    { name: 'start procedure', route: '/itinerary/i/x', properties: { procedureID: 'proc-a' } },
    { name: 'start kit packing', route: '/itinerary/i/z', properties: { procedureID: 'proc-a' } },
    { name: 'start procedure', route: '/itinerary/i/w', properties: { procedureID: 'proc-b' } },
  ]);
});
