import { timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid().primaryKey().defaultRandom();

/** Every timestamp is stored in UTC (timestamptz). */
export const ts = () => timestamp({ withTimezone: true, mode: 'date' });

export const timestamps = {
  createdAt: ts().notNull().defaultNow(),
  updatedAt: ts()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
