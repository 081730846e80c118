/**
 * Live streams per session and per person (issue 22, defect 5): one person signed in 15 times
 * opened 60 streams, all held. Now a person holds MAX_STREAMS_PER_USER at most over all their
 * sessions: each one past it closes their oldest, told `evicted` (so the client does not come
 * straight back), and other people's streams are untouched.
 */
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { MAX_STREAMS_PER_SESSION, MAX_STREAMS_PER_USER } from '../src/live/route.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { listenLocally, liveStreams, type LiveStream } from './live-client.ts';

let t: TestServer;
let base: string;
const streams = liveStreams();

beforeAll(async () => {
  t = await startTestServer();
  base = await listenLocally(t.server);
});
afterEach(() => streams.closeAll());
afterAll(() => t?.close());

const openLive = (cookie: string): Promise<LiveStream> => streams.open(base, cookie);

const open = (streams: LiveStream[]) => streams.filter((s) => !s.ended);

test(`60 streams over 15 sessions of one person: at most ${MAX_STREAMS_PER_USER} stay open, the newest`, async () => {
  const other = await openLive(await t.sessionCookie('user-admin'));
  const streams: LiveStream[] = [];
  for (let session = 0; session < 15; session += 1) {
    const cookie = await t.sessionCookie('user-nurse');
    for (let i = 0; i < 4; i += 1) streams.push(await openLive(cookie));
  }
  expect(streams).toHaveLength(60);
  await expect.poll(() => open(streams).length, { timeout: 5_000 }).toBe(MAX_STREAMS_PER_USER);
  expect(open(streams)).toEqual(streams.slice(-MAX_STREAMS_PER_USER));
  // Each closed one was told why, so its page waits to be shown again before reconnecting.
  for (const closed of streams.slice(0, -MAX_STREAMS_PER_USER)) {
    expect(closed.events.map((e) => e.event)).toEqual(['ready', 'evicted']);
    expect(JSON.parse(closed.events[1]!.data)).toEqual({ limit: 'user' });
  }
  // The newest still hear their topics; someone else's stream was never touched.
  await t.server.bus.publish(['users/user-nurse']);
  for (const stream of open(streams))
    await expect
      .poll(() => stream.events.filter((e) => e.event === 'message').map((e) => JSON.parse(e.data).topic))
      .toEqual(['users/user-nurse']);
  expect(other.ended).toBe(false);
});

test(`one session alone still holds ${MAX_STREAMS_PER_SESSION}: its fifth closes its own oldest`, async () => {
  const cookie = await t.sessionCookie('user-prescriber');
  const streams: LiveStream[] = [];
  for (let i = 0; i <= MAX_STREAMS_PER_SESSION; i += 1) streams.push(await openLive(cookie));
  await expect.poll(() => streams[0]!.ended, { timeout: 2_000 }).toBe(true);
  expect(JSON.parse(streams[0]!.events[1]!.data)).toEqual({ limit: 'session' });
  expect(open(streams)).toHaveLength(MAX_STREAMS_PER_SESSION);
});
