/** Dispatch's runs and the itineraries their plans published (migration 025, issue 25, ADR 049). Re-exported by schema.ts. */
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { DispatchPlan, DispatchProblem } from '@sc/domain/dispatch/problem';
import { dispatchRunStatuses } from '@sc/domain/vocabulary/dispatch';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** What the optimiser reported last while it ran (the board shows it live). */
export interface DispatchProgress {
  phase: string;
  iteration: number;
  elapsedMs: number;
  routes: number;
  unassigned: number;
}

export const dispatchRuns = pgTable('dispatch_runs', {
  id: text('id').primaryKey(),
  serviceRegionId: text('service_region_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  status: text('status', { enum: dispatchRunStatuses }).notNull(),
  problem: jsonb('problem').$type<DispatchProblem>().notNull(),
  progress: jsonb('progress').$type<DispatchProgress>(),
  plan: jsonb('plan').$type<DispatchPlan>(),
  failure: text('failure'),
  createdBy: text('created_by'),
  createdAt: tz('created_at').notNull().defaultNow(),
  publishedAt: tz('published_at'),
});

export const dispatchItineraries = pgTable('dispatch_itineraries', {
  itineraryId: text('itinerary_id').primaryKey(),
  runId: text('run_id').notNull(),
  plannedUserId: text('planned_user_id'),
  baseEarningsCents: integer('base_earnings_cents').notNull(),
  additionalEarningsCents: integer('additional_earnings_cents').notNull().default(0),
});

/** A nurse marked out sick for a day by operations (migration 085, ADR 085). */
export const nurseDaysOut = pgTable(
  'nurse_days_out',
  {
    userId: text('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    markedBy: text('marked_by').notNull(),
    markedAt: tz('marked_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index('nurse_days_out_day').on(t.day)],
);
