/** Training (requirements.md 7 getCourseUrl, getUserCourseAuthToken; issue 23): the courses a nurse must take. */
export const requiredCourseIds = [
  'hipaa-privacy',
  'bloodborne-pathogens',
  'specimen-handling',
  'chain-of-custody',
] as const;
export type CourseId = (typeof requiredCourseIds)[number];
