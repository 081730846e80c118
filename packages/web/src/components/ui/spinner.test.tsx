import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageLoading, Spinner } from './spinner.tsx';

afterEach(cleanup);

describe('Spinner', () => {
  it('is a status with a default label for screen readers', () => {
    render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.getByText('Loading…').className).toBe('ui-visually-hidden');
  });

  it('can show its own label', () => {
    render(<Spinner label="Saving…" showLabel />);
    expect(screen.getByText('Saving…').className).toBe('ui-spinner-label');
  });
});

describe('PageLoading', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows nothing before the default 500 ms, then the spinner and its message', () => {
    render(<PageLoading label="Loading your itinerary…" />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    expect(region.querySelector('.ui-spinner')).toBeNull();

    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByText('Loading your itinerary…')).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Loading your itinerary…')).toBeTruthy();
    expect(region.querySelector('.ui-spinner')).not.toBeNull();
    // One live region only: the inner spinner does not announce a second time.
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('honours a custom delay', () => {
    render(<PageLoading delayMs={1000} />);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByText('Loading…')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Loading…')).toBeTruthy();
  });

  it('shows at once with delayMs 0 (coming from sign-in)', () => {
    render(<PageLoading delayMs={0} />);
    expect(screen.getByText('Loading…')).toBeTruthy();
  });

  it('leaves no timer behind when unmounted early', () => {
    const { unmount } = render(<PageLoading />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
