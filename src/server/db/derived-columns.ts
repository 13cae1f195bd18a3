import { sql } from 'drizzle-orm';
import { fighterNameKey } from '#domain/accounts/fighter-name-key.ts';
import { checkPixKey } from '#domain/money/pix-key.ts';
import type { DbOrTx } from './handle.ts';
import { queryRows } from './query.ts';

const BATCH = 500;

export interface DerivedColumnsReport {
  /** Profiles that got their look-alike key. */
  skeletons: number;
  /** Profiles whose PIX key was recognised (and stored normalised). */
  pixKeys: number;
}

/**
 * Look-alike keys for profiles that have none, oldest first. Every row of a key gets a distinct
 * `username_skeleton_dup`: the first one ever 0, later ones (look-alikes that existed before the
 * rule) 1, 2, …, so the unique index on (skeleton, dup) accepts the data as it is. Those names are
 * not renamed; admins see them (admin/users).
 */
async function fillUsernameSkeletons(tx: DbOrTx): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await queryRows<{ id: string; username: string }>(
      tx,
      sql`SELECT id, username FROM profiles WHERE username_skeleton IS NULL
          ORDER BY created_at, id LIMIT ${BATCH}`,
    );
    if (rows.length === 0) return filled;
    const values = JSON.stringify(rows.map((r) => ({ id: r.id, key: fighterNameKey(r.username) })));
    await tx.execute(sql`
      WITH v AS (SELECT * FROM jsonb_to_recordset(${values}::jsonb) AS v(id text, key text)),
      ranked AS (
        SELECT v.id, v.key,
               row_number() OVER (PARTITION BY v.key ORDER BY p.created_at, p.id) - 1
               + coalesce((SELECT max(o.username_skeleton_dup) + 1 FROM profiles o
                           WHERE o.username_skeleton = v.key), 0) AS dup
        FROM v JOIN profiles p ON p.id = v.id
      )
      UPDATE profiles p SET username_skeleton = r.key, username_skeleton_dup = r.dup
      FROM ranked r WHERE p.id = r.id`);
    filled += rows.length;
  }
}

/**
 * Types (and normalises) the PIX keys that have no type. A key that is no valid PIX key keeps its
 * text and no type: it is flagged to admins, never deleted, and looked at again on the next start.
 */
async function fillPixKeyTypes(tx: DbOrTx): Promise<number> {
  let typed = 0;
  let after = '';
  for (;;) {
    const rows = await queryRows<{ id: string; pix_key: string }>(
      tx,
      sql`SELECT id, pix_key FROM profiles WHERE pix_key_type IS NULL AND id > ${after}
          ORDER BY id LIMIT ${BATCH}`,
    );
    if (rows.length === 0) return typed;
    after = rows[rows.length - 1]!.id;
    const valid = rows.flatMap((r) => {
      const check = checkPixKey(r.pix_key);
      return check.valid ? [{ id: r.id, key: check.key, type: check.type }] : [];
    });
    if (valid.length === 0) continue;
    await tx.execute(sql`
      UPDATE profiles p SET pix_key = v.key, pix_key_type = v.type::pix_key_type
      FROM jsonb_to_recordset(${JSON.stringify(valid)}::jsonb) AS v(id text, key text, type text)
      WHERE p.id = v.id`);
    typed += valid.length;
  }
}

/**
 * Columns whose rules live in TypeScript (the TR39 skeleton, the PIX check digits), so SQL
 * migrations cannot fill them: run after the migrations on every start (db/client.ts migrate),
 * cheap when there is nothing to do. One transaction under an advisory lock, so instances that
 * start together do it once (docs/decisions/0009-fair-play-identity.md).
 */
export async function fillDerivedColumns(db: DbOrTx): Promise<DerivedColumnsReport> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('profiles.derived-columns'))`);
    return { skeletons: await fillUsernameSkeletons(tx), pixKeys: await fillPixKeyTypes(tx) };
  });
}
