import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon } from './icon.tsx';
import { CheckIcon } from './icons.ts';

afterEach(cleanup);

describe('Icon', () => {
  it('is hidden from screen readers and not focusable, sized to the text', () => {
    const { container } = render(<Icon icon={CheckIcon} className="extra" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.getAttribute('width')).toBe('1.25em');
    expect(svg.classList.contains('ui-icon')).toBe(true);
    expect(svg.classList.contains('extra')).toBe(true);
  });

  it('takes another size', () => {
    const { container } = render(<Icon icon={CheckIcon} size="2rem" />);
    expect(container.querySelector('svg')!.getAttribute('height')).toBe('2rem');
  });
});
