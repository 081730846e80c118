import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectField } from './select-field.tsx';
import { TextAreaField } from './text-area-field.tsx';

afterEach(cleanup);

describe('SelectField and TextAreaField', () => {
  it('bind their label, and read their hint and error as the description', () => {
    render(
      <>
        <SelectField
          label="Status"
          hint="Any status shows all"
          error="Choose a status"
          options={[
            { value: '', label: 'Any status' },
            { value: 'ordered', label: 'Ordered' },
          ]}
        />
        <TextAreaField label="Notes for the nurse" maxLength={1000} />
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const described = (select.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Any status shows all', 'Choose a status']);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Any status', 'Ordered']);
    const notes = screen.getByRole('textbox', { name: 'Notes for the nurse' });
    expect(notes.tagName).toBe('TEXTAREA');
    expect(notes.getAttribute('maxlength')).toBe('1000');
    expect(notes.getAttribute('aria-invalid')).toBeNull();
  });
});
