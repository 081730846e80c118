import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLocationWriter,
  getCurrentPositionOnce,
  useCurrentPosition,
  useLocationWrites,
  type Position,
} from './location-watch.ts';

type Success = (position: GeolocationPosition) => void;
type Failure = (error: GeolocationPositionError) => void;

/** navigator.geolocation we drive by hand. */
function fakeGeolocation() {
  const watches = new Map<number, { success: Success; failure: Failure; options?: PositionOptions }>();
  let nextID = 1;
  const fake = {
    watches,
    watchPosition: vi.fn((success: Success, failure: Failure, options?: PositionOptions) => {
      watches.set(nextID, { success, failure, options });
      return nextID++;
    }),
    clearWatch: vi.fn((id: number) => void watches.delete(id)),
    getCurrentPosition: vi.fn(),
    /** Every open watch gets this fix. */
    fix(lat: number, lng: number, at: string, accuracy = 20) {
      const position = { coords: { latitude: lat, longitude: lng, accuracy }, timestamp: Date.parse(at) };
      act(() => watches.forEach((w) => w.success(position as GeolocationPosition)));
    },
    fail(code: 1 | 2 | 3, message = 'failed') {
      act(() => watches.forEach((w) => w.failure({ code, message } as GeolocationPositionError)));
    },
  };
  Object.defineProperty(navigator, 'geolocation', { value: fake, configurable: true });
  return fake;
}

function removeGeolocation() {
  Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
  delete (navigator as { geolocation?: unknown }).geolocation;
}

let geo: ReturnType<typeof fakeGeolocation>;
beforeEach(() => {
  geo = fakeGeolocation();
});
afterEach(() => {
  cleanup();
  removeGeolocation();
});

const T0 = '2026-11-22T09:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(T0) + ms).toISOString();
// 0.001° of latitude is about 111 m; 0.0004° about 44 m.
const HOME = { lat: 40.6895, lng: -73.9927 };

describe('getCurrentPositionOnce', () => {
  it('asks once with high accuracy and a 5 s timeout (requirements.md 7)', async () => {
    geo.getCurrentPosition.mockImplementation((success: Success) =>
      success({ coords: { latitude: 1, longitude: 2, accuracy: 5 }, timestamp: Date.parse(T0) } as GeolocationPosition),
    );
    await expect(getCurrentPositionOnce()).resolves.toEqual({ lat: 1, lng: 2, accuracy: 5, at: T0 });
    expect(geo.getCurrentPosition.mock.calls[0]![2]).toEqual({ enableHighAccuracy: true, timeout: 5_000 });
  });

  it('rejects with the browser’s error, and says when the phone has no geolocation', async () => {
    const denied = { code: 1, message: 'User denied Geolocation' };
    geo.getCurrentPosition.mockImplementation((_: Success, failure: Failure) =>
      failure(denied as GeolocationPositionError),
    );
    await expect(getCurrentPositionOnce()).rejects.toBe(denied);
    removeGeolocation();
    await expect(getCurrentPositionOnce()).rejects.toThrow('Geolocation is not available.');
  });
});

describe('useCurrentPosition', () => {
  it('watches with a 30 s timeout, not high accuracy (requirements.md 7), and stops when unmounted', () => {
    const { result, unmount } = renderHook(() => useCurrentPosition());
    expect(result.current).toEqual({ position: null, permission: 'prompt', error: null });
    expect([...geo.watches.values()][0]!.options).toEqual({ enableHighAccuracy: false, timeout: 30_000 });
    geo.fix(HOME.lat, HOME.lng, T0, 12);
    expect(result.current).toEqual({
      position: { lat: HOME.lat, lng: HOME.lng, accuracy: 12, at: T0 },
      permission: 'allowed',
      error: null,
    });
    unmount();
    expect(geo.clearWatch).toHaveBeenCalledWith(1);
    expect(geo.watches.size).toBe(0);
  });

  it.each([
    { what: 'a denial', code: 1 as const, before: 'denied', after: 'denied', keeps: false },
    { what: 'a timeout', code: 3 as const, before: 'error', after: 'allowed', keeps: true },
    { what: 'no position', code: 2 as const, before: 'error', after: 'allowed', keeps: true },
  ])('after $what: $before before any fix, $after after one', ({ code, before, after, keeps }) => {
    const first = renderHook(() => useCurrentPosition());
    geo.fail(code, 'from the browser');
    expect(first.result.current).toMatchObject({
      position: null,
      permission: before,
      error: { message: 'from the browser' },
    });
    first.unmount();

    const second = renderHook(() => useCurrentPosition());
    geo.fix(HOME.lat, HOME.lng, T0);
    geo.fail(code);
    expect(second.result.current.permission).toBe(after);
    expect(second.result.current.position !== null).toBe(keeps);
    expect(second.result.current.error?.code).toBe(code === 1 ? 'denied' : code === 3 ? 'timeout' : 'unavailable');
  });

  it('is unavailable without geolocation, and does not watch while disabled', () => {
    const disabled = renderHook(() => useCurrentPosition({ enabled: false }));
    expect(geo.watchPosition).not.toHaveBeenCalled();
    disabled.unmount();
    removeGeolocation();
    expect(renderHook(() => useCurrentPosition()).result.current.permission).toBe('unavailable');
  });
});

describe('createLocationWriter (requirements.md 4/5: after 5 minutes or a move over 100 m)', () => {
  const at = (lat: number, ms: number): Position => ({ lat, lng: HOME.lng, accuracy: 10, at: later(ms) });

  it.each([
    { what: 'a first fix', next: at(HOME.lat, 0), writes: true },
    { what: '4 min 59 s later, 44 m away', next: at(HOME.lat + 0.0004, 299_999), writes: false },
    { what: '5 minutes later, in place', next: at(HOME.lat, 300_000), writes: true },
    { what: 'a minute later, 111 m away', next: at(HOME.lat + 0.001, 60_000), writes: true },
  ])('$what: writes $writes', async ({ next, writes }) => {
    const write = vi.fn();
    const writer = createLocationWriter();
    if (next.at !== T0) {
      writer.offer(at(HOME.lat, 0), write);
      await vi.waitFor(() => expect(write).toHaveBeenCalledTimes(1));
      write.mockClear();
    }
    expect(writer.offer(next, write)).toBe(writes);
    await Promise.resolve();
    await Promise.resolve();
    expect(write.mock.calls).toEqual(writes ? [[{ lat: next.lat, lng: next.lng }]] : []);
  });

  it('writes one at a time, and a failed write does not count', async () => {
    let fail: (error: Error) => void = () => {};
    const write = vi.fn(() => new Promise((_, reject) => (fail = reject)));
    const writer = createLocationWriter();
    expect(writer.offer(at(HOME.lat, 0), write)).toBe(true);
    expect(writer.offer(at(HOME.lat + 0.01, 1_000), write)).toBe(false);
    await vi.waitFor(() => expect(write).toHaveBeenCalledTimes(1));
    fail(new Error('offline'));
    await vi.waitFor(() => expect(writer.offer(at(HOME.lat, 2_000), write)).toBe(true));
  });
});

describe('useLocationWrites', () => {
  it('writes the watched position only when the rule allows', async () => {
    const write = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useLocationWrites(write));
    geo.fix(HOME.lat, HOME.lng, T0);
    await vi.waitFor(() => expect(write).toHaveBeenCalledTimes(1));
    geo.fix(HOME.lat + 0.0002, HOME.lng, later(60_000));
    geo.fix(HOME.lat + 0.0004, HOME.lng, later(120_000));
    geo.fix(HOME.lat + 0.0011, HOME.lng, later(180_000));
    await vi.waitFor(() => expect(write).toHaveBeenCalledTimes(2));
    geo.fix(HOME.lat + 0.0011, HOME.lng, later(480_000));
    await vi.waitFor(() => expect(write).toHaveBeenCalledTimes(3));
    expect(write.mock.calls).toEqual([
      [{ lat: HOME.lat, lng: HOME.lng }],
      [{ lat: HOME.lat + 0.0011, lng: HOME.lng }],
      [{ lat: HOME.lat + 0.0011, lng: HOME.lng }],
    ]);
    expect(result.current.permission).toBe('allowed');
  });
});
