import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Card, CardActions } from './card.tsx';
import { StopIcon } from './icons.ts';
import { StatusChip } from './status-chip.tsx';

afterEach(cleanup);

describe('Card', () => {
  it('shows its title as a level-2 heading and its content', () => {
    render(
      <Card title="Today's shift">
        <p>Three visits</p>
        <CardActions>
          <Button>Check in</Button>
        </CardActions>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: "Today's shift" })).toBeTruthy();
    expect(screen.getByText('Three visits')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check in' }).parentElement?.className).toBe('ui-card__actions');
  });

  it('has no heading without a title', () => {
    render(<Card>Plain</Card>);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it.each([
    ['danger', 'ui-card--danger'],
    ['success', 'ui-card--success'],
    ['warning', 'ui-card--warning'],
    ['info', 'ui-card--info'],
  ] as const)('tone %s gets its class', (tone, className) => {
    render(<Card tone={tone}>Body</Card>);
    expect(screen.getByText('Body').classList.contains(className)).toBe(true);
  });

  it('reads top down: icon and title with its status, then meta, then body', () => {
    const { container } = render(
      <Card
        title="Ava Patel"
        icon={StopIcon}
        status={<StatusChip tone="info">On the way</StatusChip>}
        meta="9:30 AM · 12 Court St, Brooklyn"
      >
        <p>Blood draw, urine sample</p>
      </Card>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Ava Patel' });
    const header = heading.parentElement!;
    expect(header.className).toBe('ui-card__header');
    expect(header.querySelector('.ui-card__icon svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(header.querySelector('.ui-card__status')?.textContent).toBe('On the way');
    const order = [...container.firstElementChild!.children].map((el) => el.className || el.tagName);
    expect(order).toEqual(['ui-card__header', 'ui-card__meta', 'P']);
    expect(screen.getByText('9:30 AM · 12 Court St, Brooklyn').className).toBe('ui-card__meta');
  });
});
