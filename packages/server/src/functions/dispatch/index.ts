import type { dispatchContract } from '@sc/domain/contract/dispatch';
import type { AreaHandlers } from '../context.ts';
import { buildDispatchDay } from './build-dispatch-day.ts';
import { changeDispatchPlan } from './change-dispatch-plan.ts';
import { getDispatchBoard } from './get-dispatch-board.ts';
import { offerDispatchItinerary } from './offer-dispatch-itinerary.ts';
import { previewDispatchMove } from './preview-dispatch-move.ts';
import { publishDispatchPlan } from './publish-dispatch-plan.ts';

export const dispatchHandlers = {
  getDispatchBoard,
  buildDispatchDay,
  changeDispatchPlan,
  previewDispatchMove,
  publishDispatchPlan,
  offerDispatchItinerary,
} satisfies AreaHandlers<typeof dispatchContract>;
