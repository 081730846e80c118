import { expect, test } from 'vitest';
import { z } from 'zod';
import { contract, type FnName } from './index.ts';
import { stepTimeFunctions } from './step-time.ts';

test('the step-time list names exactly the functions whose input has an optional `at`', () => {
  const withAt = (Object.keys(contract) as FnName[]).filter((name) => {
    const input = contract[name].input as unknown;
    return input instanceof z.ZodObject && 'at' in input.shape;
  });
  expect([...stepTimeFunctions].sort()).toEqual(withAt.sort());
});
