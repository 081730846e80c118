import { describe, expect, it } from 'vitest';
import { isInstructionOnly } from './instruction-steps.ts';
import type { StepKind } from './step-kinds/index.ts';

describe('isInstructionOnly (issue 13: instruction-only steps are confirmed with one large tap)', () => {
  const rows: Array<[rule: string, kind: StepKind, expected: boolean]> = [
    ['requirements.md 2.11 showing her ID asks nothing of the phone', 'nurse-id', true],
    ['reading the collection instructions', 'collection-instructions', true],
    ['putting a sample into the amber bag', 'put-amber-bag', true],
    ['sealing the specimen bag', 'seal-specimen-bag', true],
    ['the centrifugation reminder', 'centrifugation-reminder', true],
    ['following the mail-in instructions', 'mail-in-follow-instructions', true],
    ['a scan step needs its scan', 'scan-sample', false],
    ['a checklist needs its ticks (consent)', 'patient-consent', false],
    ['charting needs its answers', 'complete-charting', false],
    ['the drive needs her arrival', 'go-to-patient', false],
    ['the overview has its own Continue', 'overview', false],
  ];
  it.each(rows)('%s', (_rule, kind, expected) => {
    expect(isInstructionOnly({ kind })).toBe(expected);
  });
});
