import type { catalogueContract } from '@sc/domain/contract/catalogue';
import type { AreaHandlers } from '../context.ts';
import { getCollectionPlan } from './get-collection-plan.ts';
import { searchTestCatalogue } from './search-test-catalogue.ts';

export const catalogueHandlers = {
  searchTestCatalogue,
  getCollectionPlan,
} satisfies AreaHandlers<typeof catalogueContract>;
