import { type Column, eq, getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '#server/db/client.ts';
import { createUser } from '#server/db/factories/users.ts';
import { profiles, user } from '#server/db/schema.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import { anonymiseAccount } from './repository.ts';

/**
 * Columns of the person's own rows that may keep their value after 'Excluir minha conta': none of
 * them is something the person typed or that points at them. Every other column, one added
 * tomorrow included, must be cleared or overwritten by anonymiseAccount, or be listed here with
 * its reason (LGPD: a deleted account keeps nothing that identifies its owner).
 */
const SURVIVES: { [T in 'user' | 'profiles']: Record<string, string> } = {
  user: {
    id: 'the key every vote, ledger and battle row of the account points at',
    emailVerified: 'a flag, not a datum about the person',
    createdAt: 'when the account was made: the records it left keep their order',
    updatedAt: 'a timestamp',
  },
  profiles: {
    id: 'the key every vote, ledger and battle row of the account points at',
    usernameSkeletonDup: 'a counter of older look-alikes, 0 for the placeholder',
    termsAcceptedAt: 'proof of the consent the data was kept under (LGPD art. 8)',
    signupNetwork:
      'a keyed hash of a wide network (never an address): the vote review still groups the votes the account cast with its ring',
    battlesCount: 'a counter kept by a trigger',
    createdAt: 'when the account was made',
    updatedAt: 'a timestamp',
  },
};

/**
 * A value for a column the fixture left empty: a column left null would pass by saying nothing, so
 * one added tomorrow is filled from its type and checked like the rest.
 */
function sampleValue(column: Column): unknown {
  if (column.enumValues?.length) return column.enumValues[0];
  switch (column.dataType) {
    case 'number':
      return 7;
    case 'boolean':
      return true;
    case 'date':
      return new Date('2026-01-02T03:04:05Z');
    case 'json':
      return { sample: column.name };
    default:
      return `amostra-${column.name}`;
  }
}

/** Fills the empty personal columns of one row of `table` with sample values. */
async function fillEmpty(db: Db, table: typeof user | typeof profiles, id: string): Promise<void> {
  const [row] = await db.select().from(table).where(eq(table.id, id));
  const name = table === user ? 'user' : 'profiles';
  const columns: Record<string, Column> = getTableColumns(table);
  const fill = Object.fromEntries(
    personalColumns(name, columns)
      .filter((key) => isBlank(row?.[key as keyof typeof row]))
      .map((key) => [key, sampleValue(columns[key]!)]),
  );
  if (Object.keys(fill).length > 0) await db.update(table).set(fill).where(eq(table.id, id));
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

function personalColumns(table: 'user' | 'profiles', columns: Record<string, unknown>): string[] {
  return Object.keys(columns).filter((key) => !Object.hasOwn(SURVIVES[table], key));
}

const isBlank = (value: unknown) => value === null || value === '';

describe('anonymiseAccount covers every personal column', () => {
  it('lists only columns that exist', () => {
    for (const key of Object.keys(SURVIVES.user)) expect(getTableColumns(user)).toHaveProperty(key);
    for (const key of Object.keys(SURVIVES.profiles)) expect(getTableColumns(profiles)).toHaveProperty(key);
  });

  it('clears or overwrites each column of the user and profile rows not allowed to survive', async () => {
    const { db } = database;
    const person = await createUser(db, {
      username: 'Quem_Sai',
      pixKey: 'quem-sai@test.yod',
      instagramHandle: 'quem_sai',
      profilePictureUrl: 'https://cdn.test/profile-pictures/quem-sai.png',
      signupNetwork: 'rede-de-quem-sai',
    });
    await fillEmpty(db, user, person.id);
    await fillEmpty(db, profiles, person.id);
    const [userBefore] = await db.select().from(user).where(eq(user.id, person.id));
    const [profileBefore] = await db.select().from(profiles).where(eq(profiles.id, person.id));

    await db.transaction((tx) =>
      anonymiseAccount(tx, { userId: person.id, placeholder: 'conta_excluida_0a1b2c3d', now: new Date() }),
    );

    const [userAfter] = await db.select().from(user).where(eq(user.id, person.id));
    const [profileAfter] = await db.select().from(profiles).where(eq(profiles.id, person.id));
    const rows = {
      user: { columns: getTableColumns(user), before: userBefore!, after: userAfter! },
      profiles: { columns: getTableColumns(profiles), before: profileBefore!, after: profileAfter! },
    };
    const unfilled: string[] = [];
    const kept: string[] = [];
    for (const [table, { columns, before, after }] of Object.entries(rows)) {
      for (const key of personalColumns(table as 'user' | 'profiles', columns)) {
        const was = before[key as keyof typeof before];
        const is = after[key as keyof typeof after];
        if (isBlank(was)) unfilled.push(`${table}.${key}`);
        else if (!isBlank(is) && String(is) === String(was)) kept.push(`${table}.${key}`);
      }
    }
    expect(unfilled, 'give these columns a value in the fixture').toEqual([]);
    expect(kept, 'anonymiseAccount keeps these: clear them, or allow them in SURVIVES with a reason').toEqual(
      [],
    );
  });
});
