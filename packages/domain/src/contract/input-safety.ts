/**
 * What every named function's input must be before its schema reads it (ADR 017): text that
 * PostgreSQL can store (no NUL, which it refuses in text and JSON) and that is well-formed UTF-16
 * (no lone surrogates), in a tree shallow enough that validating it cannot exhaust the stack.
 * The walk is iterative, so the check itself never recurses on hostile input.
 */

/** Deeper than any input the product sends (a charting tree is a few levels) by a wide margin. */
export const INPUT_MAX_DEPTH = 32;

export const inputSafetyTexts = {
  nul: 'must not contain hidden control characters.',
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

/** A value met by the walk; its path is built from its parents only when it holds a problem. */
interface Visit {
  value: unknown;
  /** Its key in its parent (undefined for the whole input). */
  key: string | undefined;
  parent: Visit | undefined;
  depth: number;
}

function pathOf(visit: Visit): string[] {
  const path: string[] = [];
  for (let v: Visit | undefined = visit; v?.key !== undefined; v = v.parent) path.push(v.key);
  return path.reverse();
}

/** The first problem of a JSON value (as JSON.parse made it), or null when it is safe to validate. */
export function findInputProblem(input: unknown, maxDepth = INPUT_MAX_DEPTH): InputProblem | null {
  // Runs on every call's body: one small record per value, and a path only for the problem found.
  const stack: Visit[] = [{ value: input, key: undefined, parent: undefined, depth: 0 }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value, key } = visit;
    // A key is text too: it reaches JSONB columns as it is.
    const keyProblem = key === undefined ? null : textProblem(key);
    if (keyProblem)
      return { path: [...pathOf(visit).slice(0, -1), JSON.stringify(key)].join('.'), message: keyProblem };
    if (typeof value === 'string') {
      const message = textProblem(value);
      if (message) return { path: pathOf(visit).join('.'), message };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (visit.depth >= maxDepth) return { path: pathOf(visit).join('.'), message: inputSafetyTexts.tooDeep };
    const depth = visit.depth + 1;
    // Pushed in reverse so the first problem in reading order is the one reported.
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1)
        stack.push({ value: value[i], key: String(i), parent: visit, depth });
    } else {
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record);
      for (let i = keys.length - 1; i >= 0; i -= 1) {
        const childKey = keys[i]!;
        stack.push({ value: record[childKey], key: childKey, parent: visit, depth });
      }
    }
  }
  return null;
}
