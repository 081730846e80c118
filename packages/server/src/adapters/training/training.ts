/**
 * Training courses (architecture.md 7, requirements.md 7 getCourseUrl and getUserCourseAuthToken; issue 23): a
 * course platform behind an interface. The default is built in: the course opens the product's own
 * Training page, and the "auth token" is an HMAC of the nurse's id that page does not need. A course
 * platform's adapter (TRAINING_URL) would answer its own course links and single sign-on tokens.
 */
import { createHmac } from 'node:crypto';

export interface CoursePlatform {
  readonly name: string;
  courseUrl(userId: string, courseId: string): string;
  authToken(userId: string, now: Date): { token: string; expiresAt: Date };
}

export function builtInCourses(secret: string): CoursePlatform {
  return {
    name: 'built-in',
    courseUrl: (_userId, courseId) => `/training?course=${encodeURIComponent(courseId)}`,
    authToken(userId, now) {
      const expiresAt = new Date(now.getTime() + 60 * 60_000);
      const token = createHmac('sha256', secret)
        .update(`course:${userId}:${expiresAt.toISOString()}`)
        .digest('base64url');
      return { token, expiresAt };
    },
  };
}
