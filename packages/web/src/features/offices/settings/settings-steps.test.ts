import { describe, expect, it } from 'vitest';
import { partnersExplained, settingsStepAt, settingsSteps } from './settings-steps.ts';

describe('office settings steps (requirements.md 2.4 office/settings/{stepRouteSlug?}/{childStepRouteSlug?})', () => {
  it.each([
    ['no step: the first step', undefined, undefined, { kind: 'first' }],
    ['a step', 'details', undefined, { kind: 'step', step: 'details', child: null, title: 'Details' }],
    [
      'a step with a child',
      'partners',
      'add',
      { kind: 'step', step: 'partners', child: 'add', title: 'Add a partner' },
    ],
    [
      'places and its child',
      'places',
      'add',
      { kind: 'step', step: 'places', child: 'add', title: 'Add a place account' },
    ],
    ['requirements.md 2.7: an unknown step', 'billing', undefined, { kind: 'not-found' }],
    ['requirements.md 2.7: a child the step does not have', 'details', 'add', { kind: 'not-found' }],
    ['requirements.md 2.7: an unknown child', 'partners', 'remove', { kind: 'not-found' }],
    ['requirements.md 2.7: a child without a step', '', 'add', { kind: 'not-found' }],
  ] as const)('%s', (_, step, child, at) => {
    expect(settingsStepAt(step, child)).toEqual(at);
  });

  it('slugs are unique and kebab-case', () => {
    const slugs = settingsSteps.map((s) => s.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('a lab is told it orders for its partners’ patients; other offices that labs order for theirs', () => {
    expect(partnersExplained('lab')).toContain('Your lab orders for the patients of its partners');
    expect(partnersExplained('staffing')).toContain('Partner labs order for your patients');
  });
});
