/**
 * What a refused input says, in words a user reads (issue 27: "user.phone: Too big: expected string
 * to have <=30 characters" reached an office's form). The server gives this to zod as its message
 * for every schema that names none of its own; the API keeps its `field: message` shape and the
 * web shows the field by its name (web lib/api.ts plainErrorMessage).
 */

/** The parts of a zod issue the words depend on (zod v4's raw issue). */
export interface SchemaIssue {
  code: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  minimum?: number | bigint | Date;
  maximum?: number | bigint | Date;
  inclusive?: boolean;
  format?: string;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'Must be text.',
  number: 'Must be a number.',
  int: 'Must be a whole number.',
  boolean: 'Must be yes or no.',
  array: 'Must be a list.',
  object: 'Must be a set of fields.',
  date: 'Must be a date.',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'Enter a valid email address.',
  url: 'Enter a valid web address.',
  date: 'Enter a valid date.',
  datetime: 'Enter a valid date and time.',
  time: 'Enter a valid time.',
};

const n = (value: number | bigint | Date | undefined) => (value instanceof Date ? value.toISOString() : String(value));

/** The words for a schema's refusal, or undefined to keep zod's own. */
export function plainSchemaMessage(issue: SchemaIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Required.';
      return TYPE_WORDS[issue.expected ?? ''] ?? 'Not valid here.';
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? 'Required.' : `Must be at least ${n(issue.minimum)} characters.`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return Number(issue.minimum) <= 1 ? 'Choose at least one.' : `Choose at least ${n(issue.minimum)}.`;
      }
      return issue.inclusive === false
        ? `Must be more than ${n(issue.minimum)}.`
        : `Must be ${n(issue.minimum)} or more.`;
    case 'too_big':
      if (issue.origin === 'string') return `Must be at most ${n(issue.maximum)} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Choose at most ${n(issue.maximum)}.`;
      return issue.inclusive === false
        ? `Must be less than ${n(issue.maximum)}.`
        : `Must be ${n(issue.maximum)} or less.`;
    case 'invalid_format':
      return FORMAT_WORDS[issue.format ?? ''] ?? 'Not in the expected form.';
    case 'invalid_value':
      return 'Choose one of the options.';
    default:
      return undefined;
  }
}
