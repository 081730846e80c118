import { searchLabTests } from '../../repositories/lab-tests.repository.ts';
import { requireCaller, type Handler } from '../context.ts';
import { labTestAnswer } from './lab-test-answer.ts';

/** Search as you type: active tests whose code, name or other names contain the query. */
export const searchTestCatalogue: Handler<'searchTestCatalogue'> = async ({ query, limit }, ctx) => {
  requireCaller(ctx);
  const tests = await searchLabTests(ctx.db, query, limit);
  return { tests: tests.map(labTestAnswer) };
};
