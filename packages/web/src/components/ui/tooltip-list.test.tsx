import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { DisabledReasons } from './tooltip-list.tsx';

afterEach(cleanup);

const failures = ['Scan the kit', 'Scan the instruction sheet', 'Take a photo of the box'];

describe('DisabledReasons', () => {
  it('disables the button and lists each failure on its own line', () => {
    const onClick = vi.fn();
    render(
      <DisabledReasons failures={failures}>
        <Button onClick={onClick}>Next</Button>
      </DisabledReasons>,
    );
    const button = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    // Tooltip: one failure per line, on the button and on the wrapper that receives the hover.
    const tooltip = 'Scan the kit\nScan the instruction sheet\nTake a photo of the box';
    expect(button.title).toBe(tooltip);
    expect(button.parentElement?.title).toBe(tooltip);
    expect(button.title.split('\n')).toEqual(failures);

    // Screen readers: the button is described by a list with one item per failure.
    const list = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(list?.tagName).toBe('UL');
    expect([...(list?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual(failures);
    expect(list?.className).toBe('ui-visually-hidden');
  });

  it('leaves the button alone when there are no failures', () => {
    const onClick = vi.fn();
    render(
      <DisabledReasons failures={[]}>
        <Button onClick={onClick}>Next</Button>
      </DisabledReasons>,
    );
    const button = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('title')).toBe(false);
    expect(button.parentElement?.hasAttribute('title')).toBe(false);
    expect(button.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByRole('list')).toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('keeps the same button element as failures come and go', () => {
    const { rerender } = render(
      <DisabledReasons failures={['Scan the kit']}>
        <Button>Next</Button>
      </DisabledReasons>,
    );
    const before = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    rerender(
      <DisabledReasons failures={[]}>
        <Button>Next</Button>
      </DisabledReasons>,
    );
    const after = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(after).toBe(before);
    expect(after.disabled).toBe(false);
  });

  it('keeps a description the button already had', () => {
    render(
      <>
        <p id="own">Step 2 of 5</p>
        <DisabledReasons failures={['Scan the kit']}>
          <button aria-describedby="own">Next</button>
        </DisabledReasons>
      </>,
    );
    const ids = screen.getByRole('button', { name: 'Next' }).getAttribute('aria-describedby');
    expect(ids?.split(' ').map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Step 2 of 5',
      'Scan the kit',
    ]);
  });

  it('can print the reasons for touch screens, which have no tooltips', () => {
    render(
      <DisabledReasons failures={failures} showReasons>
        <Button>Next</Button>
      </DisabledReasons>,
    );
    const list = screen.getByRole('list');
    expect(list.className).toBe('ui-disabled-reasons__list');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(failures);
  });
});
