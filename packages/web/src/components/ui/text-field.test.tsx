import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from './text-field.tsx';

afterEach(cleanup);

function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `<missing ${id}>`).join(' | ');
}

describe('TextField', () => {
  it('binds its visible label to the input', () => {
    render(<TextField label="Email" type="email" autoComplete="email" name="email" />);
    const input = screen.getByLabelText('Email') as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.type).toBe('email');
    expect(input.autocomplete).toBe('email');
    expect(input.name).toBe('email');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBe(input);
  });

  it('two fields get distinct ids', () => {
    render(
      <>
        <TextField label="First name" />
        <TextField label="Last name" />
      </>,
    );
    expect(screen.getByLabelText('First name').id).not.toBe(screen.getByLabelText('Last name').id);
  });

  it('is valid with no description when it has no hint or error', () => {
    render(<TextField label="Code" />);
    const input = screen.getByLabelText('Code');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('announces the error through aria-describedby and marks the input invalid', () => {
    render(<TextField label="Password" type="password" error="Password is required" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toBe('Password is required');
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('reads the hint, then the error, after any description the caller gave', () => {
    render(
      <>
        <p id="extra">Shown on the label</p>
        <TextField
          label="Barcode"
          hint="Twelve digits"
          error="That barcode is not on this kit"
          aria-describedby="extra"
        />
      </>,
    );
    expect(description(screen.getByLabelText('Barcode'))).toBe(
      'Shown on the label | Twelve digits | That barcode is not on this kit',
    );
  });

  it('keeps a caller id so an outside label can point at it', () => {
    render(<TextField label="Zip" id="zip" inputMode="numeric" />);
    const input = screen.getByLabelText('Zip');
    expect(input.id).toBe('zip');
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });

  it('is read-only when asked', () => {
    render(<TextField label="Office" value="North" readOnly />);
    expect((screen.getByLabelText('Office') as HTMLInputElement).readOnly).toBe(true);
  });

  it('works controlled: typing reaches onChange', () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <TextField label="Name" value={value} onChange={(e) => setValue(e.target.value)} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    expect(screen.getByRole('status').textContent).toBe('Ada');
  });
});
