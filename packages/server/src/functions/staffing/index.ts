import type { staffingContract } from '@sc/domain/contract/staffing';
import type { AreaHandlers } from '../context.ts';
import { listNursesOut } from './list-nurses-out.ts';
import { markNurseOutSick } from './mark-nurse-out-sick.ts';

export const staffingHandlers = {
  markNurseOutSick,
  listNursesOut,
} satisfies AreaHandlers<typeof staffingContract>;
