import { planCollection } from '@sc/domain/catalogue/collection-plan';
import { badRequest } from '../../lib/app-error.ts';
import { findActiveLabTests } from '../../repositories/lab-tests.repository.ts';
import { requireCaller, type Handler } from '../context.ts';
import { labTestAnswer } from './lab-test-answer.ts';

export const unknownTest = (id: string) => `${id} is not a test of the catalogue.`;

/** The visit's collection for these tests, in the order they were asked for; an unknown test is refused. */
export const getCollectionPlan: Handler<'getCollectionPlan'> = async ({ testIDs }, ctx) => {
  requireCaller(ctx);
  const found = new Map((await findActiveLabTests(ctx.db, testIDs)).map((t) => [t.id, t]));
  const missing = testIDs.find((id) => !found.has(id));
  if (missing !== undefined) throw badRequest(unknownTest(missing), 'testIDs');
  const tests = [...new Set(testIDs)].map((id) => found.get(id)!);
  return { tests: tests.map(labTestAnswer), ...planCollection(tests) };
};
