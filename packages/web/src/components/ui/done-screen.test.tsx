import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { DoneScreen } from './done-screen.tsx';
import { SampleIcon, StopIcon } from './icons.ts';

afterEach(cleanup);

const stats = [
  { icon: StopIcon, label: 'Stops', value: '3 of 3' },
  { icon: SampleIcon, label: 'Samples', value: '6', detail: '1 failed' },
];

describe('DoneScreen', () => {
  it('says done as a heading, with its message, as a polite status', () => {
    render(<DoneScreen title="Itinerary complete" message="Every stop is finished. Thank you!" stats={stats} />);
    const status = screen.getByRole('status');
    expect(within(status).getByRole('heading', { level: 2, name: 'Itinerary complete' })).toBeTruthy();
    expect(within(status).getByText('Every stop is finished. Thank you!')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Itinerary complete' })).toBeTruthy();
  });

  it('lists the day in figures, each with its label, and what went otherwise', () => {
    render(<DoneScreen title="Done" stats={stats} />);
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Stops', 'Samples']);
    expect(values).toEqual(['3 of 3', '61 failed']);
    expect(screen.getByText('1 failed')).toBeTruthy();
  });

  it('shows the earnings and a note when given', () => {
    render(<DoneScreen title="Done" stats={stats} earnings="$95.00" earningsNote="Paid to your wallet." />);
    expect(screen.getByText('Earnings')).toBeTruthy();
    expect(screen.getByText('$95.00')).toBeTruthy();
    expect(screen.getByText('Paid to your wallet.')).toBeTruthy();
  });

  it('a note without a figure: the note alone, no "Earnings" row', () => {
    render(<DoneScreen title="Done" stats={stats} earningsNote="Paid to your wallet." />);
    expect(screen.getByText('Paid to your wallet.')).toBeTruthy();
    expect(screen.queryByText('Earnings')).toBeNull();
  });

  it('without earnings or a note says nothing about money', () => {
    render(<DoneScreen title="Done" stats={stats} />);
    expect(screen.queryByText('Earnings')).toBeNull();
  });

  it('ends with its actions', () => {
    render(<DoneScreen title="Done" stats={stats} actions={<Button>Back to home</Button>} />);
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeTruthy();
  });
});
