import { text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '#server/db/auth-schema.ts';

/** Every timestamp is stored with its time zone. */
export const tz = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => tz('created_at').notNull().defaultNow();
/** A user's id; the row goes with the account. */
export const userRef = (name: string) => text(name).references(() => user.id, { onDelete: 'cascade' });
