import type { analyticsContract } from '@sc/domain/contract/analytics';
import type { AreaHandlers } from '../context.ts';
import { trackEvent } from './track-event.ts';

export const analyticsHandlers = {
  trackEvent,
} satisfies AreaHandlers<typeof analyticsContract>;
