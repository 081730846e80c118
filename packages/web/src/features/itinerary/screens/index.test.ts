import { expect, test } from 'vitest';
import { SCREEN_GROUPS } from '@sc/domain/itinerary/screen-groups';
import { loadScreenGroup } from './index.ts';

// The server names a step's group chunk by the path `screens/{group}/index.ts` (ADR 015).
test('every screen group is the folder of its name, and every folder a group', () => {
  const folders = Object.keys(import.meta.glob('./*/index.ts')).map((file) => file.split('/')[1]);
  expect(folders.sort()).toEqual([...SCREEN_GROUPS].sort());
});

test.each(SCREEN_GROUPS)('the %s group loads its screens', async (group) => {
  expect(Object.keys(await loadScreenGroup(group)).length).toBeGreaterThan(0);
});
