/** Training (requirements.md 7 getCourseUrl, getUserCourseAuthToken; issue 23): her required courses. */
import { z } from 'zod';
import { requiredCourseIds } from '../vocabulary/training.ts';
import { defineFunction, rolesAnyStatusAccess } from './define.ts';
import { okSchema } from './schemas.ts';

const nurse = rolesAnyStatusAccess('nurse');
const courseInput = z.object({ courseID: z.enum(requiredCourseIds) });

export const trainingContract = {
  listRequiredCourses: defineFunction({
    summary: 'Issue 23: her required courses and which she completed (the built-in course list).',
    input: z.object({}),
    output: z.object({
      courses: z.array(
        z.object({
          id: z.enum(requiredCourseIds),
          title: z.string(),
          minutes: z.number().int(),
          completedAt: z.string().nullable(),
        }),
      ),
      complete: z.boolean(),
    }),
    access: nurse,
    write: false,
    patientData: 'none',
    example: {},
  }),
  getCourseUrl: defineFunction({
    summary: 'requirements.md 7 getCourseUrl: where a required course opens, from the training adapter.',
    input: courseInput,
    output: z.object({ url: z.string() }),
    access: nurse,
    write: false,
    patientData: 'none',
    example: { courseID: 'hipaa-privacy' },
  }),
  getUserCourseAuthToken: defineFunction({
    summary: 'requirements.md 7 getUserCourseAuthToken: her sign-in token for the course platform.',
    input: z.object({}),
    output: z.object({ token: z.string(), expiresAt: z.string() }),
    access: nurse,
    write: false,
    patientData: 'none',
    example: {},
  }),
  completeCourse: defineFunction({
    summary: 'Issue 23: with the built-in course list, she records a course as completed.',
    input: courseInput,
    output: okSchema,
    access: nurse,
    write: true,
    patientData: 'none',
    example: { courseID: 'hipaa-privacy' },
  }),
};
