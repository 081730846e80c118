import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toItineraryFlowState, type ItineraryFlowState } from '@sc/domain/itinerary-data/flow-state';
import { usePersistedState } from './persisted-state.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

const toCount = (stored: unknown) => (typeof stored === 'number' ? stored : 0);
const useCount = (key = 'count') => usePersistedState(key, 0, { parse: toCount });

describe('usePersistedState', () => {
  it('starts from the initial value, keeps what is set, and reads it back after a reload', () => {
    const first = renderHook(() => useCount());
    expect(first.result.current[0]).toBe(0);
    act(() => first.result.current[1](5));
    expect(first.result.current[0]).toBe(5);
    expect(localStorage.getItem('count')).toBe('5');
    first.unmount();

    const reloaded = renderHook(() => useCount());
    expect(reloaded.result.current[0]).toBe(5);
  });

  it('reads a damaged or foreign entry through parse, or as the initial value', () => {
    localStorage.setItem('count', '"seven"');
    expect(renderHook(() => useCount()).result.current[0]).toBe(0);
    localStorage.setItem('broken', '{not json');
    expect(renderHook(() => usePersistedState('broken', 3, { parse: toCount })).result.current[0]).toBe(3);
    localStorage.setItem('throws', '1');
    const parse = () => {
      throw new Error('old shape');
    };
    expect(renderHook(() => usePersistedState('throws', 9, { parse })).result.current[0]).toBe(9);
  });

  it('composes functional updates, like useState', () => {
    const { result } = renderHook(() => useCount());
    act(() => {
      result.current[1]((n) => n + 1);
      result.current[1]((n) => n + 1);
      result.current[1]((n) => n * 10);
    });
    expect(result.current[0]).toBe(20);
    expect(localStorage.getItem('count')).toBe('20');
  });

  it('keeps two users of one key in this tab the same', () => {
    const a = renderHook(() => useCount());
    const b = renderHook(() => useCount());
    act(() => a.result.current[1](4));
    expect(b.result.current[0]).toBe(4);
    act(() => b.result.current[1]((n) => n + 1));
    expect(a.result.current[0]).toBe(5);
  });

  it('follows what another tab writes (storage events) and ignores other keys', () => {
    const { result } = renderHook(() => useCount());
    act(() => {
      localStorage.setItem('count', '8');
      window.dispatchEvent(new StorageEvent('storage', { key: 'count', newValue: '8' }));
    });
    expect(result.current[0]).toBe(8);
    act(() => {
      localStorage.setItem('other', '1');
      window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '1' }));
    });
    expect(result.current[0]).toBe(8);
  });

  it('reads the new entry when the key changes', () => {
    localStorage.setItem('count:b', '2');
    const { result, rerender } = renderHook(({ key }) => useCount(key), { initialProps: { key: 'count:a' } });
    act(() => result.current[1](1));
    rerender({ key: 'count:b' });
    expect(result.current[0]).toBe(2);
    expect(localStorage.getItem('count:a')).toBe('1');
  });

  it('gives the same value on every render when the caller passes a fresh initial value and parser', () => {
    localStorage.setItem('stored', '{"a":2}');
    const seen = new Set<unknown>();
    const { rerender } = renderHook(() => {
      const [fresh] = usePersistedState('fresh', { a: 1 }, { parse: (stored) => stored as { a: number } });
      const [stored] = usePersistedState('stored', { a: 1 }, { parse: (value) => value as { a: number } });
      seen.add(fresh).add(stored);
    });
    rerender();
    rerender();
    expect([...seen]).toEqual([{ a: 1 }, { a: 2 }]);
  });

  it('keeps the value in memory when storage refuses the write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const { result } = renderHook(() => useCount('full'));
    act(() => result.current[1]((n) => n + 2));
    expect(result.current[0]).toBe(2);
  });

  it('keeps the itinerary’s local flow state across a reload, through its parser', () => {
    const useFlow = () =>
      usePersistedState<ItineraryFlowState>('sc:itinerary-flow:it-1', toItineraryFlowState(null), {
        parse: toItineraryFlowState,
      });
    const before = renderHook(useFlow);
    act(() => before.result.current[1]((state) => ({ ...state, kitPacked: { ...state.kitPacked, 'proc-1': true } })));
    act(() =>
      before.result.current[1]((state) => ({ ...state, checklists: { ...state.checklists, consent: ['signed'] } })),
    );
    before.unmount();

    const after = renderHook(useFlow);
    expect(after.result.current[0].kitPacked).toEqual({ 'proc-1': true });
    expect(after.result.current[0].checklists).toEqual({ consent: ['signed'] });
    expect(after.result.current[0].sampleScans).toEqual({});
  });
});
