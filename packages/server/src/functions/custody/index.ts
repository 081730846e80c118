import type { custodyContract } from '@sc/domain/contract/custody';
import type { AreaHandlers } from '../context.ts';
import { getProcedureTimeline } from './get-procedure-timeline.ts';

export const custodyHandlers = {
  getProcedureTimeline,
} satisfies AreaHandlers<typeof custodyContract>;
