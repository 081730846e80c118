import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { besideField, besideForm, toRefusal } from './refusals.ts';

const refused = (field: string | undefined, message: string) =>
  toRefusal(new ApiError('bad_request', message, 400, field));

describe('a refusal beside the field it names, in plain words (issue 27)', () => {
  it.each([
    [
      'the field’s name is not repeated beside it',
      'user.phone',
      'Phone: Must be at most 30 characters.',
      'user.phone',
      'Must be at most 30 characters.',
    ],
    [
      'what followed the name starts the sentence',
      'search',
      'Search: must not contain hidden control characters.',
      'search',
      'Must not contain hidden control characters.',
    ],
    [
      'a field holds what is inside it',
      'invitations.0.email',
      'Email: Enter a valid email.',
      'invitations',
      'Enter a valid email.',
    ],
    [
      'a rule’s own words stay whole',
      'dateOfBirth',
      'The date of birth cannot be in the future.',
      'dateOfBirth',
      'The date of birth cannot be in the future.',
    ],
    ['another field shows nothing', 'user.phone', 'Phone: Required.', 'user.email', undefined],
    [
      'a field whose name only starts the same shows nothing',
      'user.phoneNumber',
      'Phone number: Required.',
      'user.phone',
      undefined,
    ],
    [
      'a refusal without a field is no field’s',
      undefined,
      'Something went wrong. Please try again.',
      'user.phone',
      undefined,
    ],
  ])('%s', (_why, field, message, shownAt, shown) => {
    expect(besideField(refused(field, message), shownAt)).toBe(shown);
  });

  it.each([
    ['a shown field holds it: the form line is empty', 'to', ['from', 'to'], null],
    ['no shown field holds it: the form line says it whole', 'officeID', ['from', 'to'], 'Office: Not found.'],
  ])('%s', (_why, field, fields, shown) => {
    const message = field === 'officeID' ? 'Office: Not found.' : 'The range must end on or after the day it starts.';
    expect(besideForm(refused(field, message), fields)).toBe(shown);
  });

  it('no refusal shows nowhere', () => {
    expect(besideField(null, 'to')).toBeUndefined();
    expect(besideForm(null, ['to'])).toBeNull();
  });

  it('an error that is not a refusal goes to the form line', () => {
    expect(besideForm(toRefusal(new Error('Failed to fetch')), ['to'])).toBe('Failed to fetch');
  });
});
