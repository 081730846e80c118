/**
 * What every named function's input must be before its schema reads it (ADR 017): text that
 * PostgreSQL can store (no NUL, which it refuses in text and JSON) and that is well-formed UTF-16
 * (no lone surrogates), in a tree shallow enough that validating it cannot exhaust the stack.
 * The walk is iterative, so the check itself never recurses on hostile input.
 */

/** Deeper than any input the product sends (a charting tree is a few levels) by a wide margin. */
export const INPUT_MAX_DEPTH = 32;

export const inputSafetyTexts = {
  nul: 'must not contain NUL characters.',
  surrogate: 'must be valid text (it holds a lone surrogate).',
  tooDeep: `is nested too deeply (at most ${INPUT_MAX_DEPTH} levels).`,
} as const;

export interface InputProblem {
  /** The field, as `a.b.0.c` (empty for the whole input). */
  path: string;
  message: string;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return inputSafetyTexts.nul;
  if (LONE_SURROGATE.test(text)) return inputSafetyTexts.surrogate;
  return null;
}

/** The first problem of a JSON value (as JSON.parse made it), or null when it is safe to validate. */
export function findInputProblem(input: unknown, maxDepth = INPUT_MAX_DEPTH): InputProblem | null {
  const stack: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    // A key is text too: it reaches JSONB columns as it is.
    const key = path.at(-1);
    const keyProblem = key === undefined ? null : textProblem(key);
    if (keyProblem) return { path: [...path.slice(0, -1), JSON.stringify(key)].join('.'), message: keyProblem };
    if (typeof value === 'string') {
      const message = textProblem(value);
      if (message) return { path: path.join('.'), message };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= maxDepth) return { path: path.join('.'), message: inputSafetyTexts.tooDeep };
    const entries: [string, unknown][] = Array.isArray(value)
      ? value.map((item, index) => [String(index), item])
      : Object.entries(value);
    // Pushed in reverse so the first problem in reading order is the one reported.
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [childKey, child] = entries[i]!;
      stack.push({ value: child, path: [...path, childKey] });
    }
  }
  return null;
}
