import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { DeviationName } from '@sc/domain/field-checks/deviation';
import { deviationReasonChoices } from '@sc/domain/field-checks/deviation-reasons';
import { DeviationPrompt } from './deviation-prompt.tsx';

afterEach(cleanup);

function renderPrompt(checks: DeviationName[]) {
  const onSubmit = vi.fn();
  render(<DeviationPrompt checks={checks} busy={false} onSubmit={onSubmit} />);
  return onSubmit;
}

const question = (name: string) => screen.getByRole('group', { name });
const DURATION = 'This stop took longer than planned. Why?';
const LOCATION = 'You are more than 1 km from this stop. Why?';

describe('deviation reasons at finish (requirements.md 4, 5; issue 13: one-tap choices plus Other)', () => {
  test.each([
    ['duration', DURATION],
    ['location', LOCATION],
  ] as const)('requirements.md 4 %s: every listed reason is offered as a button', (name, label) => {
    renderPrompt([name]);
    const buttons = within(question(label)).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(deviationReasonChoices[name]);
  });

  test('one tap on a listed reason finishes the stop with it', () => {
    const onSubmit = renderPrompt(['duration']);
    fireEvent.click(within(question(DURATION)).getByRole('button', { name: 'Difficult draw' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ duration: 'Difficult draw' });
  });

  test('requirements.md 4 in order duration then location: it finishes once both are answered', () => {
    const onSubmit = renderPrompt(['duration', 'location']);
    fireEvent.click(within(question(DURATION)).getByRole('button', { name: 'Patient was not ready' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(
      within(question(DURATION)).getByRole('button', { name: 'Patient was not ready' }).getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(within(question(LOCATION)).getByRole('button', { name: 'GPS shows the wrong place' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      duration: 'Patient was not ready',
      location: 'GPS shows the wrong place',
    });
  });

  test('"Other" opens a text field; left blank it shows the requirements.md text, filled it is the reason', () => {
    const onSubmit = renderPrompt(['location']);
    fireEvent.click(within(question(LOCATION)).getByRole('button', { name: 'Other' }));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Finish stop' }));
    expect(screen.getByText('Missing location deviation reason')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your reason' }), { target: { value: 'Road closed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Finish stop' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ location: 'Road closed' });
  });

  test('requirements.md 5: Finish stop with nothing chosen names each missing reason', () => {
    const onSubmit = renderPrompt(['duration', 'location']);
    fireEvent.click(screen.getByRole('button', { name: 'Finish stop' }));
    expect(screen.getByText('Missing duration deviation reason')).toBeTruthy();
    expect(screen.getByText('Missing location deviation reason')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
