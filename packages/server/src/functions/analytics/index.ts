import type { analyticsContract } from '@sc/domain/contract/analytics';
import type { AreaHandlers } from '../context.ts';
import { trackEvent, trackEvents } from './track-event.ts';

export const analyticsHandlers = {
  trackEvent,
  trackEvents,
} satisfies AreaHandlers<typeof analyticsContract>;
