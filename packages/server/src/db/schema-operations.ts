/** Operations' place groups (migration 038, issue 25, ADR 060). Re-exported by schema.ts. */
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { placeGroupTypes } from '@sc/domain/operations/place-groups';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const placeGroups = pgTable('place_groups', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type', { enum: placeGroupTypes }).notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const placeGroupPlaces = pgTable(
  'place_group_places',
  {
    groupId: text('group_id').notNull(),
    placeId: text('place_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.placeId] })],
);
