/** The required courses as the built-in course list shows them (issue 23). */
import type { CourseId } from '../vocabulary/training.ts';

export const courseTitles: Record<CourseId, { title: string; minutes: number }> = {
  'hipaa-privacy': { title: 'HIPAA and patient privacy', minutes: 20 },
  'bloodborne-pathogens': { title: 'Bloodborne pathogens and sharps safety', minutes: 30 },
  'specimen-handling': { title: 'Specimen handling, labels and temperatures', minutes: 25 },
  'chain-of-custody': { title: 'Chain of custody: bags, boxes and drop-offs', minutes: 15 },
};

/** Whether every required course is done. */
export function isTrainingComplete(completed: readonly string[]): boolean {
  return Object.keys(courseTitles).every((id) => completed.includes(id));
}
