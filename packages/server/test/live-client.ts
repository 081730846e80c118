/** A real `/api/live` client for tests: Fastify's inject does not stream, so these open a socket. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { Server } from '../src/server.ts';

/** An open stream and every event it has received, with when. */
export interface LiveStream {
  headers: http.IncomingHttpHeaders;
  events: { event: string; data: string; at: number }[];
  ended: boolean;
  close(): void;
}

/** Opens `${base}/api/live` with the cookie; rejects unless it answers 200. */
export function openLiveStream(base: string, cookie: string): Promise<LiveStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/api/live`, { headers: { cookie } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`/api/live answered ${res.statusCode}`));
      const stream: LiveStream = { headers: res.headers, events: [], ended: false, close: () => req.destroy() };
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const lines = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          const field = (name: string) =>
            lines
              .find((line) => line.startsWith(`${name}:`))
              ?.slice(name.length + 1)
              .trim();
          const data = field('data');
          if (data !== undefined) stream.events.push({ event: field('event') ?? 'message', data, at: Date.now() });
        }
      });
      res.on('close', () => (stream.ended = true));
      resolve(stream);
    });
    // An error after the stream ended (the server closed it) is the stream's end, not a failure.
    req.on('error', reject);
  });
}

/** Listens on a free local port; answers the server's base URL. */
export async function listenLocally(server: Server): Promise<string> {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
}

/** The streams a test file opens: `open` waits for each one's `ready`; `closeAll` ends them all. */
export function liveStreams() {
  const opened: LiveStream[] = [];
  return {
    async open(base: string, cookie: string): Promise<LiveStream> {
      const stream = await openLiveStream(base, cookie);
      opened.push(stream);
      await expect.poll(() => stream.events.map((e) => e.event)).toContain('ready');
      return stream;
    },
    closeAll(): void {
      for (const stream of opened.splice(0)) stream.close();
    },
  };
}
