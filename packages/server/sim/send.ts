/**
 * A write sent as a phone or a browser may send it (ADR 073's first fault): once; twice without an
 * Idempotency-Key (a person pressing twice: two writes, as the product allows); or twice with one
 * key, one after the other or raced, which must answer the same and write once (ADR 013).
 */
import type { Sending } from './steps.ts';
import { call, type World } from './world.ts';

export async function sendWrite(
  world: World,
  name: string,
  input: unknown,
  cookie: string,
  sending: Sending,
  /** Counts the rows the write makes, to check a repeated key wrote once. */
  countRows?: () => Promise<number>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are arbitrary JSON, as in test/harness.ts
): Promise<{ status: number; body: any }> {
  if (sending === 'once') return call(world, name, input, cookie);
  if (sending === 'twice') {
    const first = await call(world, name, input, cookie);
    await call(world, name, input, cookie);
    return first;
  }
  const key = `sim-key-${(world.keys += 1)}`;
  const before = countRows ? await countRows() : 0;
  const raced = sending === 'raced-same-key';
  const [first, second] = raced
    ? await Promise.all([call(world, name, input, cookie, key), call(world, name, input, cookie, key)])
    : [await call(world, name, input, cookie, key), await call(world, name, input, cookie, key)];
  world.repeats.push({
    name,
    raced,
    first: { status: first.status, body: first.body },
    second: { status: second.status, body: second.body },
    rowsMade: countRows ? (await countRows()) - before : null,
  });
  return first.status < 300 ? first : second;
}
