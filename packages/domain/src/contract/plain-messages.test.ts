import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainSchemaMessage, type SchemaIssue } from './plain-messages.ts';

describe('plainSchemaMessage (issue 27: no schema wording reaches a user)', () => {
  it.each<[string, SchemaIssue, string | undefined]>([
    ['a missing field', { code: 'invalid_type', expected: 'string', input: undefined }, 'Required.'],
    ['text where a number goes', { code: 'invalid_type', expected: 'number', input: 'x' }, 'Must be a number.'],
    ['a string where yes/no goes', { code: 'invalid_type', expected: 'boolean', input: 'yes' }, 'Must be yes or no.'],
    ['an empty required text', { code: 'too_small', origin: 'string', minimum: 1 }, 'Required.'],
    ['too short', { code: 'too_small', origin: 'string', minimum: 8 }, 'Must be at least 8 characters.'],
    ['too long', { code: 'too_big', origin: 'string', maximum: 30 }, 'Must be at most 30 characters.'],
    ['an empty list', { code: 'too_small', origin: 'array', minimum: 1 }, 'Choose at least one.'],
    ['a long list', { code: 'too_big', origin: 'array', maximum: 5 }, 'Choose at most 5.'],
    ['a number too small', { code: 'too_small', origin: 'number', minimum: 0, inclusive: true }, 'Must be 0 or more.'],
    [
      'a number too big, exclusive',
      { code: 'too_big', origin: 'number', maximum: 10, inclusive: false },
      'Must be less than 10.',
    ],
    ['an email', { code: 'invalid_format', format: 'email' }, 'Enter a valid email address.'],
    ['a pattern', { code: 'invalid_format', format: 'regex' }, 'Not in the expected form.'],
    ['an option not offered', { code: 'invalid_value' }, 'Choose one of the options.'],
    ['anything else keeps zod’s words', { code: 'custom' }, undefined],
  ])('%s', (_, issue, words) => expect(plainSchemaMessage(issue)).toBe(words));

  it('is what zod says when given as its error, and a schema’s own message still wins', () => {
    const schema = z.object({ phone: z.string().max(3), name: z.string().min(1, 'Give a name.') });
    const result = schema.safeParse({ phone: '12345', name: '' }, { error: (iss) => plainSchemaMessage(iss) });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['phone', 'Must be at most 3 characters.'],
      ['name', 'Give a name.'],
    ]);
  });
});
