import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Card, CardActions } from './card.tsx';

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
    expect(screen.getByRole('button', { name: 'Check in' }).parentElement?.className).toBe(
      'ui-card__actions',
    );
  });

  it('has no heading without a title', () => {
    render(<Card>Plain</Card>);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it.each([
    ['danger', 'ui-card--danger'],
    ['success', 'ui-card--success'],
  ] as const)('tone %s gets its class', (tone, className) => {
    render(<Card tone={tone}>Body</Card>);
    expect(screen.getByText('Body').classList.contains(className)).toBe(true);
  });
});
