import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Timeline } from './timeline.tsx';

afterEach(cleanup);

describe('Timeline', () => {
  it('lists the events in the order given, each with its time and details', () => {
    render(
      <Timeline
        label="Where the specimen has been"
        items={[
          { id: 1, title: 'Ordered', dateTime: '2026-11-20T14:00:00Z', time: 'Nov 20, 9:00 AM' },
          {
            id: 2,
            title: 'Dropped off at the lab',
            dateTime: '2026-11-21T16:30:00Z',
            time: 'Nov 21, 11:30 AM',
            tone: 'success',
            details: ['Nora Nightingale, Nurse', 'Riverside Lab'],
          },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Where the specimen has been' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('strong')?.textContent)).toEqual(['Ordered', 'Dropped off at the lab']);
    expect(items[1]!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-21T16:30:00Z');
    expect(items[1]!.textContent).toContain('Nora Nightingale, Nurse');
    expect(items[1]!.classList.contains('ui-timeline__item--success')).toBe(true);
    expect(items[0]!.classList.contains('ui-timeline__item--neutral')).toBe(true);
  });
});
