import type { trainingContract } from '@sc/domain/contract/training';
import type { AreaHandlers } from '../context.ts';
import { completeCourse, getCourseUrl, getUserCourseAuthToken, listRequiredCourses } from './training.ts';

export const trainingHandlers = {
  listRequiredCourses,
  getCourseUrl,
  getUserCourseAuthToken,
  completeCourse,
} satisfies AreaHandlers<typeof trainingContract>;
