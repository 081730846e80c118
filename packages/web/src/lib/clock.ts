/**
 * The product's time on the phone (ADR 066): screens read the time here, never `Date.now()`, so the
 * app agrees with a server started at another instant (`NOW=` in development and the journeys),
 * whose "today" the phone's own clock does not know. Such a server writes its instant into the page
 * (`<meta name="sc-now">`, server http/static.ts); the phone keeps its offset from that and its own
 * clock runs on from there. On the real clock the page carries none and the offset is 0.
 *
 * Real durations measured on the phone (a debounce, how long a sync took, a centrifuge's spin) may
 * read `Date.now()`: they decide nothing about the day.
 */
import { PAGE_DATA_ELEMENT_ID } from '@sc/domain/contract/page-data';

/** The meta element's name; server http/static.ts writes it. */
export const SERVER_NOW_META = 'sc-now';
/** The last offset a server page gave: the service worker's shell (offline) carries none. */
export const CLOCK_OFFSET_KEY = 'sc-clock-offset';

let offsetMs = 0;

// eslint-disable-next-line no-restricted-syntax -- the phone's own clock, which the offset moves to the product's instant.
const phoneMs = () => Date.now();

/** The product's instant, epoch ms. */
export function now(): number {
  return phoneMs() + offsetMs;
}

/** The product's instant as a Date. */
export function nowDate(): Date {
  return new Date(now());
}

/** How far the product's time is from the phone's, ms (0 on the real clock). */
export function clockOffsetMs(): number {
  return offsetMs;
}

function storedOffset(storage: Storage | undefined): number {
  try {
    const value = Number(storage?.getItem(CLOCK_OFFSET_KEY) ?? 0);
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

function store(storage: Storage | undefined, offset: number): void {
  try {
    if (offset === 0) storage?.removeItem(CLOCK_OFFSET_KEY);
    else storage?.setItem(CLOCK_OFFSET_KEY, String(offset));
  } catch {
    // Private mode or full storage: an offline reload then runs on the phone's clock.
  }
}

/**
 * Sets the offset from the page, before anything reads the time (main.tsx, ahead of the page data
 * it also reads): the server's instant when the page carries one; the real clock when the server
 * wrote the page without one; the last offset kept when the page is the service worker's shell,
 * which the server did not write for this load (ADR 022).
 */
export function startClock(doc: Document = document, storage: Storage | undefined = localStorageOrNone()): number {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${SERVER_NOW_META}"]`)?.content;
  const serverMs = content ? Date.parse(content) : NaN;
  if (Number.isFinite(serverMs)) {
    offsetMs = serverMs - phoneMs();
    store(storage, offsetMs);
  } else if (doc.getElementById(PAGE_DATA_ELEMENT_ID)) {
    offsetMs = 0;
    store(storage, 0);
  } else {
    offsetMs = storedOffset(storage);
  }
  return offsetMs;
}

function localStorageOrNone(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
