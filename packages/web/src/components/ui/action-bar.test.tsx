import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ActionBar } from './action-bar.tsx';
import { Button } from './button.tsx';

afterEach(cleanup);

describe('ActionBar', () => {
  it('holds the primary action in the bar and keeps a caller class', () => {
    render(
      <ActionBar className="extra" aria-label="Step actions">
        <Button fullWidth>Next</Button>
      </ActionBar>,
    );
    const bar = screen.getByRole('button', { name: 'Next' }).parentElement!;
    expect(bar.classList.contains('ui-action-bar')).toBe(true);
    expect(bar.classList.contains('extra')).toBe(true);
    expect(bar.getAttribute('aria-label')).toBe('Step actions');
  });
});
