/**
 * The database's tables, one module per area under schema/; code imports them from here, and
 * drizzle-kit reads this file to generate migrations (drizzle.config.ts).
 */
export * from './auth-schema.ts';
export * from './schema/accounts.ts';
export * from './schema/admin-stats.ts';
export * from './schema/bans.ts';
export * from './schema/battles.ts';
export * from './schema/enums.ts';
export * from './schema/fans.ts';
export * from './schema/money.ts';
export * from './schema/payouts.ts';
export * from './schema/site.ts';
export * from './schema/vote-flags.ts';
export * from './schema/votes.ts';
