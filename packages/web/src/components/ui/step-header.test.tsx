import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StepHeader } from './step-header.tsx';

afterEach(cleanup);

describe('StepHeader', () => {
  it('says where she is in the day and the visit, around the step title (the h1)', () => {
    const { container } = render(
      <StepHeader title="Put in amber bag" visit={{ index: 3, count: 9 }} day={{ index: 2, count: 4 }} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Put in amber bag' })).toBeTruthy();
    expect(screen.getByText('Stop 2 of 4')).toBeTruthy();
    expect(screen.getByText('Step 3 of 9')).toBeTruthy();
    const bar = container.querySelector<HTMLElement>('.ui-step-header__bar')!;
    expect(bar.getAttribute('aria-hidden')).toBe('true');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe(`${(100 * 3) / 9}%`);
  });

  it('the last step fills the bar', () => {
    const { container } = render(<StepHeader title="Drop off" visit={{ index: 5, count: 5 }} />);
    expect(container.querySelector<HTMLElement>('.ui-step-header__bar > span')!.style.width).toBe('100%');
  });

  it('a step outside a stop (the overview) shows no progress', () => {
    const { container } = render(<StepHeader title="Your itinerary" visit={null} day={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your itinerary' })).toBeTruthy();
    expect(screen.queryByText(/^Stop /)).toBeNull();
    expect(screen.queryByText(/^Step /)).toBeNull();
    expect(container.querySelector('.ui-step-header__bar')).toBeNull();
  });

  it('puts its nav (Back) above the title', () => {
    render(<StepHeader title="Scan" nav={<a href="/back">Back</a>} />);
    const back = screen.getByRole('link', { name: 'Back' });
    const title = screen.getByRole('heading', { level: 1 });
    expect(back.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
