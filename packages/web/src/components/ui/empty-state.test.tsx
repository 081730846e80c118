import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { CalendarIcon, EmptyIcon } from './icons.ts';

afterEach(cleanup);

describe('EmptyState', () => {
  it('says what the emptiness means, what to do next, and offers the action', () => {
    render(
      <EmptyState title="No shifts yet" icon={CalendarIcon} action={<Button>See offers</Button>}>
        <p>Accept an offer and it shows here.</p>
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No shifts yet' })).toBeTruthy();
    expect(screen.getByText('Accept an offer and it shows here.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'See offers' })).toBeTruthy();
  });

  it('draws its icon hidden from screen readers', () => {
    const { container } = render(<EmptyState title="Nothing here" icon={EmptyIcon} />);
    expect(container.querySelector('.ui-empty__icon svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('leaves out the body and action when not given, and takes another heading level', () => {
    const { container } = render(<EmptyState title="All caught up" icon={EmptyIcon} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'All caught up' })).toBeTruthy();
    expect(container.querySelector('.ui-empty__body')).toBeNull();
    expect(container.querySelector('.ui-empty__action')).toBeNull();
  });
});
