import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { LAST_STEPS_KEY, lastStepAmong, toLastSteps, useLastSteps, useRememberStep } from './last-step.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

test('a shown step is remembered per itinerary and survives a reload; no step shown writes nothing', () => {
  const first = renderHook(({ path }) => useRememberStep('it-1', path), {
    initialProps: { path: null as string | null },
  });
  expect(localStorage.getItem(LAST_STEPS_KEY)).toBeNull();
  first.rerender({ path: 'waypoint/wp-1/nurse-id' });
  first.unmount();
  const read = renderHook(() => useLastSteps());
  expect(read.result.current['it-1']?.path).toBe('waypoint/wp-1/nurse-id');
});

test.each([
  ['nothing stored', null, []],
  ['not an object', [1, 2], []],
  ['entries without a path or time', { a: { path: 'x' }, b: { at: 1 }, c: { path: 'ok', at: 5 } }, ['c']],
])('toLastSteps: %s', (_name, stored, ids) => {
  expect(Object.keys(toLastSteps(stored))).toEqual(ids);
});

test('lastStepAmong: the latest visited of the given itineraries, else the first; none given, null', () => {
  const steps = { a: { path: 'p-a', at: 5 }, b: { path: 'p-b', at: 9 }, z: { path: 'p-z', at: 99 } };
  expect(lastStepAmong(['a', 'b'], steps)).toEqual({ itineraryID: 'b', path: 'p-b' });
  expect(lastStepAmong(['c', 'a'], steps)).toEqual({ itineraryID: 'a', path: 'p-a' });
  expect(lastStepAmong(['c', 'd'], steps)).toEqual({ itineraryID: 'c', path: '' });
  expect(lastStepAmong([], steps)).toBeNull();
});
