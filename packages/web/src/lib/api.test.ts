import { describe, expect, it } from 'vitest';
import { fieldName, plainErrorMessage } from './api.ts';

describe('a refused field by its name, not its path (issue 27)', () => {
  it.each([
    ['user.phone: Must be at most 30 characters.', 'user.phone', 'Phone: Must be at most 30 characters.'],
    ['faxNumber: Must be at most 30 characters.', 'faxNumber', 'Fax number: Must be at most 30 characters.'],
    [
      'search: must not contain hidden control characters.',
      'search',
      'Search: must not contain hidden control characters.',
    ],
    ['tests.0.id: Required.', 'tests.0.id', 'Id: Required.'],
    // A message the server wrote for the field without its path stays as it is.
    ['No user found with this email address.', 'email', 'No user found with this email address.'],
    ['Something went wrong. Please try again.', undefined, 'Something went wrong. Please try again.'],
  ])('%j (%s)', (message, field, shown) => expect(plainErrorMessage(message, field)).toBe(shown));

  it.each([
    ['phone', 'Phone'],
    ['user.dateOfBirth', 'Date of birth'],
    ['items.3', 'Items'],
  ])('%s is "%s"', (field, name) => expect(fieldName(field)).toBe(name));
});
