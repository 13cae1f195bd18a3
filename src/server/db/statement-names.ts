import type { Db } from './handle.ts';

/** Handles whose connections go through a pooler in transaction mode (client.ts marks them). */
const pooled = new WeakSet<Db>();

export function markPooled(db: Db): void {
  pooled.add(db);
}

/**
 * The name to give Drizzle's prepare() for a statement built once and run on every signed-in
 * request. Straight to PostgreSQL, a named statement is parsed and planned once per connection:
 * the session lookups' join costs PostgreSQL several times more planned on every run
 * (docs/decisions/0031-database-behind-a-pooler.md). Behind a pooler in transaction mode a name
 * lives in one server connection while the next run may land on another, which lacks it or already
 * has one by that name ("prepared statement … already exists"), so there the statement goes
 * unnamed (''): node-postgres then sends PostgreSQL's unnamed statement, parsed on each run.
 */
export function statementName(db: Db, name: string): string {
  return pooled.has(db) ? '' : name;
}
