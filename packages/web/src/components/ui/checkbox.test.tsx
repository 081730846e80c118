import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox.tsx';

afterEach(cleanup);

describe('Checkbox', () => {
  it('is a checkbox named by its label; clicking the label toggles it', () => {
    const onChange = vi.fn();
    render(<Checkbox label="Remember me" name="remember" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(screen.getByText('Remember me'));
    expect(box.checked).toBe(true);
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('announces hint and error through aria-describedby', () => {
    render(
      <Checkbox label="I agree" hint="Read the terms first" error="You must agree to continue" />,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const text = (box.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(text).toEqual(['Read the terms first', 'You must agree to continue']);
  });
});
