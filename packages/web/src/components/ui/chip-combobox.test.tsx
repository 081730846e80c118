/** The searchable pick of several (ADR 087), driven by the keyboard and by taps, on the real ICD-10 list. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, test } from 'vitest';
import { searchDiagnoses } from '@sc/domain/orders/diagnoses';
import { ChipCombobox, type ComboboxOption } from './chip-combobox.tsx';

afterEach(cleanup);

function Picker({ max = 12 }: { max?: number }) {
  const [chosen, setChosen] = useState<ComboboxOption[]>([]);
  return (
    <ChipCombobox
      label="Add a diagnosis"
      chosen={chosen}
      onChange={setChosen}
      search={(q) => searchDiagnoses(q, 8).map((d) => ({ value: d.code, label: d.code, detail: d.description }))}
      chosenLabel="Diagnoses chosen"
      listLabel="Diagnoses found"
      noMatch={(q) => `No diagnosis on our list matches “${q}”.`}
      max={max}
      full="That is the most an order carries."
    />
  );
}

const field = () => screen.getByRole('combobox', { name: 'Add a diagnosis' });
const chips = () =>
  screen.queryByRole('list', { name: 'Diagnoses chosen' })?.querySelectorAll('li') ??
  ([] as unknown as NodeListOf<HTMLElement>);

test('typing "E11" lists the matches; the arrow keys move and Enter chooses, keeping focus in the field', () => {
  render(<Picker />);
  field().focus();
  fireEvent.change(field(), { target: { value: 'E11' } });
  expect(field().getAttribute('aria-expanded')).toBe('true');
  const options = screen.getAllByRole('option');
  expect(options[0]!.textContent).toBe('E11.9 Type 2 diabetes mellitus without complications');
  expect(field().getAttribute('aria-activedescendant')).toBe(options[0]!.id);
  fireEvent.keyDown(field(), { key: 'ArrowDown' });
  expect(field().getAttribute('aria-activedescendant')).toBe(options[1]!.id);
  expect(options[1]!.getAttribute('aria-selected')).toBe('true');
  fireEvent.keyDown(field(), { key: 'Enter' });
  expect([...chips()].map((c) => c.textContent)).toEqual(['E11.65 Type 2 diabetes mellitus with hyperglycemia×']);
  expect((field() as HTMLInputElement).value).toBe('');
  expect(document.activeElement).toBe(field());
  expect(screen.getByRole('status').textContent).toBe('Added E11.65 Type 2 diabetes mellitus with hyperglycemia.');
});

test('words find titles; a tap chooses; a chosen one is not offered again; Remove takes it off', () => {
  render(<Picker />);
  fireEvent.change(field(), { target: { value: 'hypertension' } });
  fireEvent.click(screen.getByRole('option', { name: 'I10 Essential (primary) hypertension' }));
  fireEvent.change(field(), { target: { value: 'I10' } });
  expect(screen.queryByRole('option')).toBeNull();
  expect(screen.getByRole('status').textContent).toBe('No diagnosis on our list matches “I10”.');
  fireEvent.click(screen.getByRole('button', { name: 'Remove I10 Essential (primary) hypertension' }));
  expect(chips()).toHaveLength(0);
  expect(document.activeElement).toBe(field());
});

test('Escape closes the list, and again clears the field', () => {
  render(<Picker />);
  fireEvent.change(field(), { target: { value: 'anemia' } });
  fireEvent.keyDown(field(), { key: 'Escape' });
  expect(field().getAttribute('aria-expanded')).toBe('false');
  expect((field() as HTMLInputElement).value).toBe('anemia');
  fireEvent.keyDown(field(), { key: 'Escape' });
  expect((field() as HTMLInputElement).value).toBe('');
});

test('at its most the field says so instead of searching', () => {
  render(<Picker max={1} />);
  fireEvent.change(field(), { target: { value: 'E03' } });
  fireEvent.keyDown(field(), { key: 'Enter' });
  expect(chips()).toHaveLength(1);
  expect((field() as HTMLInputElement).disabled).toBe(true);
  expect(screen.getByRole('status').textContent).toBe('That is the most an order carries.');
});
