/**
 * One autocannon run where each connection is a different signed-in user: connection n sends the
 * n-th cookie (mod the list) on every request. Run as a child process so the load generator does
 * not share the servers' event loop. Prints the same summary fields as `autocannon -j`.
 *
 * node session-load.mjs <url> <seconds> <connections> <body-json> <cookies-json-file>
 */
import fs from 'node:fs';
import autocannon from 'autocannon';

const [url, seconds, connections, body, cookiesFile] = process.argv.slice(2);
const cookies = cookiesFile ? JSON.parse(fs.readFileSync(cookiesFile, 'utf8')) : [];
let next = 0;

const result = await autocannon({
  url,
  method: 'POST',
  connections: Number(connections),
  pipelining: 1,
  duration: Number(seconds),
  headers: { 'content-type': 'application/json' },
  body,
  requests: [
    {
      setupRequest(request, context) {
        if (cookies.length === 0) return request;
        context.cookie ??= cookies[next++ % cookies.length];
        return { ...request, headers: { ...request.headers, cookie: context.cookie } };
      },
    },
  ],
});
process.stdout.write(
  JSON.stringify({
    requests: { average: result.requests.average, total: result.requests.total },
    latency: { p99: result.latency.p99 },
    non2xx: result.non2xx,
    errors: result.errors,
  }),
);
