import { describe, expect, it } from 'vitest';
import { requiredCourseIds } from '../vocabulary/training.ts';
import { courseTitles, isTrainingComplete } from './courses.ts';

describe('required courses (issue 23)', () => {
  it('every required course has a title', () =>
    expect(Object.keys(courseTitles).sort()).toEqual([...requiredCourseIds].sort()));
  it.each([
    ['none done', [], false],
    ['three of four', ['hipaa-privacy', 'bloodborne-pathogens', 'specimen-handling'], false],
    ['all four', [...requiredCourseIds], true],
  ])('%s', (_, done, complete) => expect(isTrainingComplete(done)).toBe(complete));
});
