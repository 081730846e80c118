/**
 * The product's time (ADR 066): every decision reads the clock the server was given, never the
 * wall clock, so a test, a walk of a given day (`NOW=`) or the simulator can put the whole product
 * at any instant. The system clock is the default; elapsed-time measurements that decide nothing
 * (a log line's time, a wait's deadline) may still read the wall clock.
 */
export interface Clock {
  now(): Date;
}

// eslint-disable-next-line no-restricted-syntax -- the one reader of the machine's clock
export const systemClock: Clock = { now: () => new Date() };

/** A clock that reads `start` now and moves on with real time from there (NOW=, TEST_NOW). */
export function clockFrom(start: Date, realMs: () => number = Date.now): Clock {
  const offset = start.getTime() - realMs();
  return { now: () => new Date(realMs() + offset) };
}

/** A clock that stands still until it is moved (tests of expiry, the simulated week). */
export class ManualClock implements Clock {
  #ms: number;
  constructor(start: Date) {
    this.#ms = start.getTime();
  }
  now(): Date {
    return new Date(this.#ms);
  }
  set(at: Date): void {
    this.#ms = at.getTime();
  }
  advance(ms: number): void {
    this.#ms += ms;
  }
}
