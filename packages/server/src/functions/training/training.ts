/** Training (requirements.md 7; issue 23): the required courses, through the training adapter. */
import { courseTitles, isTrainingComplete } from '@sc/domain/training/courses';
import { requiredCourseIds } from '@sc/domain/vocabulary/training';
import { sql } from 'drizzle-orm';
import { requireCaller, type Handler } from '../context.ts';

type Rows<T> = { rows: T[] };

export const listRequiredCourses: Handler<'listRequiredCourses'> = async (_input, ctx) => {
  const { userId } = requireCaller(ctx);
  const done = (
    (await ctx.db.execute(
      sql`select course_id as id, completed_at as at from course_completions where user_id = ${userId}`,
    )) as unknown as Rows<{ id: string; at: Date | string }>
  ).rows;
  const at = new Map(done.map((d) => [d.id, new Date(d.at).toISOString()]));
  return {
    courses: requiredCourseIds.map((id) => ({ id, ...courseTitles[id], completedAt: at.get(id) ?? null })),
    complete: isTrainingComplete([...at.keys()]),
  };
};

export const getCourseUrl: Handler<'getCourseUrl'> = async ({ courseID }, ctx) => ({
  url: ctx.adapters.training.courseUrl(requireCaller(ctx).userId, courseID),
});

export const getUserCourseAuthToken: Handler<'getUserCourseAuthToken'> = async (_input, ctx) => {
  const { token, expiresAt } = ctx.adapters.training.authToken(requireCaller(ctx).userId, ctx.config.clock.now());
  return { token, expiresAt: expiresAt.toISOString() };
};

export const completeCourse: Handler<'completeCourse'> = async ({ courseID }, ctx) => {
  const { userId } = requireCaller(ctx);
  await ctx.db.execute(sql`insert into course_completions (user_id, course_id) values (${userId}, ${courseID})
    on conflict do nothing`);
  await ctx.audit({ action: 'completeCourse', recordType: 'course', recordId: courseID, subjectUserId: userId });
  return { ok: true as const };
};
