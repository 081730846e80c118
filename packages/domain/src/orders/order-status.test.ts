import { describe, expect, test } from 'vitest';
import type { ProcedureStatus } from '../vocabulary/procedures.ts';
import { orderStatusOf } from './order-status.ts';

describe('an order’s status from its procedures’', () => {
  test.each<[ProcedureStatus[], string]>([
    [['ordered'], 'ordered'],
    [['ordered', 'ordered'], 'ordered'],
    [['ordered', 'canceled'], 'ordered'],
    [['scheduled', 'ordered'], 'scheduled'],
    [['scheduled', 'scheduled'], 'scheduled'],
    [['in-progress', 'scheduled'], 'in-progress'],
    [['completed', 'scheduled'], 'in-progress'],
    [['failed', 'scheduled'], 'in-progress'],
    [['completed', 'completed'], 'completed'],
    [['completed', 'failed'], 'completed'],
    [['completed', 'canceled'], 'completed'],
    [['failed', 'failed'], 'failed'],
    [['failed', 'canceled'], 'failed'],
    [['canceled', 'canceled'], 'canceled'],
    [[], 'canceled'],
  ])('%j: %s', (procedures, expected) => {
    expect(orderStatusOf(procedures)).toBe(expected);
  });
});
