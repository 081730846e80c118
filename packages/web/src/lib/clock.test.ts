import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_ELEMENT_ID } from '@sc/domain/contract/page-data';
import { toLocalDateKey } from '@sc/domain/format/dates';
import { CLOCK_OFFSET_KEY, clockOffsetMs, now, nowDate, SERVER_NOW_META, startClock } from './clock.ts';

const PHONE = Date.parse('2026-06-15T12:00:00Z');
/** The server's instant: 23:30 on a Saturday in New York, already Sunday in UTC (ADR 066). */
const SERVER = '2026-11-28T23:30:00-05:00';

/** A page as the server or the service worker gives it. */
function page({ serverNow, pageData }: { serverNow?: string; pageData: boolean }): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (serverNow !== undefined) {
    const meta = doc.createElement('meta');
    meta.name = SERVER_NOW_META;
    meta.content = serverNow;
    doc.head.append(meta);
  }
  if (pageData) {
    const script = doc.createElement('script');
    script.id = PAGE_DATA_ELEMENT_ID;
    script.type = 'application/json';
    script.textContent = '[]';
    doc.head.append(script);
  }
  return doc;
}

describe('the product clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(PHONE);
    localStorage.clear();
  });
  afterEach(() => {
    startClock(page({ pageData: true }), localStorage);
    vi.useRealTimers();
  });

  it("takes the server's instant from the page and runs on with the phone's clock", () => {
    startClock(page({ serverNow: SERVER, pageData: true }), localStorage);
    expect(nowDate().toISOString()).toBe('2026-11-29T04:30:00.000Z');
    expect(toLocalDateKey(now(), 'America/New_York')).toBe('2026-11-28');
    vi.advanceTimersByTime(60_000);
    expect(nowDate().toISOString()).toBe('2026-11-29T04:31:00.000Z');
  });

  it("is the phone's own clock when the server wrote the page without an instant", () => {
    localStorage.setItem(CLOCK_OFFSET_KEY, '5000');
    expect(startClock(page({ pageData: true }), localStorage)).toBe(0);
    expect(now()).toBe(PHONE);
    expect(localStorage.getItem(CLOCK_OFFSET_KEY)).toBeNull();
  });

  it("keeps the last server's offset for the service worker's shell, which no server wrote (offline)", () => {
    startClock(page({ serverNow: SERVER, pageData: true }), localStorage);
    const offset = clockOffsetMs();
    startClock(page({ pageData: false }), localStorage);
    expect(clockOffsetMs()).toBe(offset);
    expect(nowDate().toISOString()).toBe('2026-11-29T04:30:00.000Z');
  });

  it('ignores an instant it cannot read', () => {
    startClock(page({ serverNow: 'soon', pageData: true }), localStorage);
    expect(now()).toBe(PHONE);
  });
});
