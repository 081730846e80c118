/**
 * People at their own pace: each of <nurses> connections is one signed-in nurse who sends a scan,
 * waits for its answer, then waits a random time (exponential, mean 1/<rate> seconds) before the
 * next. Their arrivals are independent, as people's are; a load generator's paced connections fire
 * in step instead, 50 at the same instant, which measures a burst no group of nurses makes. Run as
 * a child process like session-load.mjs, printing the same summary fields.
 *
 * node nurse-load.mjs <url> <seconds> <nurses> <body-json> <cookies-json-file> <rate>
 */
import fs from 'node:fs';
import http from 'node:http';

const [url, seconds, nurses, body, cookiesFile, rate] = process.argv.slice(2);
const cookies = cookiesFile ? JSON.parse(fs.readFileSync(cookiesFile, 'utf8')) : [];
const target = new URL(url);
const meanGapMs = 1000 / Number(rate);
const endAt = performance.now() + Number(seconds) * 1000;
const latencies = [];
let non2xx = 0;
let errors = 0;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const nextGap = () => -Math.log(1 - Math.random()) * meanGapMs;

function scan(agent, cookie) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - started);
          if (res.statusCode < 200 || res.statusCode >= 300) non2xx += 1;
          resolve();
        });
      },
    );
    req.on('error', () => {
      errors += 1;
      resolve();
    });
    req.end(body);
  });
}

async function nurse(i) {
  // One connection each, as a phone keeps one; the first scan after a random part of a gap.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const cookie = cookies.length > 0 ? cookies[i % cookies.length] : undefined;
  await sleep(Math.random() * meanGapMs);
  while (performance.now() < endAt) {
    await scan(agent, cookie);
    await sleep(nextGap());
  }
  agent.destroy();
}

const started = performance.now();
await Promise.all(Array.from({ length: Number(nurses) }, (_, i) => nurse(i)));
const elapsedS = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const p99 = latencies.length ? latencies[Math.min(latencies.length - 1, Math.ceil(0.99 * latencies.length) - 1)] : 0;
process.stdout.write(
  JSON.stringify({
    requests: { average: latencies.length / elapsedS, total: latencies.length },
    latency: { p99: Math.round(p99) },
    non2xx,
    errors,
  }),
);
