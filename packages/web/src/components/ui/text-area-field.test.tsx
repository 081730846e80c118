import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextAreaField } from './text-area-field.tsx';

afterEach(cleanup);

function Notes({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <TextAreaField label="Notes" value={value} limit={1000} onChange={(e) => setValue(e.target.value)} />;
}

describe('TextAreaField with a limit (issue 27: refused with a counter, not cut)', () => {
  it('counts what is typed', () => {
    render(<Notes />);
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Ring twice.' } });
    expect(screen.getByText('11 of 1,000 characters')).toBeTruthy();
    expect(screen.getByLabelText('Notes').getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps a 10,000-character paste whole, shows the counter past the limit and says why', () => {
    render(<Notes />);
    const area = screen.getByLabelText('Notes') as HTMLTextAreaElement;
    fireEvent.change(area, { target: { value: 'x'.repeat(10_000) } });
    expect(area.value).toHaveLength(10_000);
    expect(area.maxLength).toBe(-1);
    expect(screen.getByText('10,000 of 1,000 characters')).toBeTruthy();
    expect(screen.getByText('Too long: 10,000 characters. Shorten it to 1,000 or fewer.')).toBeTruthy();
    expect(area.getAttribute('aria-invalid')).toBe('true');
  });

  it('exactly at the limit is fine', () => {
    render(<Notes initial={'x'.repeat(1000)} />);
    expect(screen.getByText('1,000 of 1,000 characters')).toBeTruthy();
    expect(screen.queryByText(/Too long/)).toBeNull();
  });
});
