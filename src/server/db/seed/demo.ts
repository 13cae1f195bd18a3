import { count, inArray } from 'drizzle-orm';
import { saoPauloDayKey } from '#domain/time/sao-paulo-time.ts';
import { createUser } from '#server/db/factories/users.ts';
import { user } from '#server/db/schema.ts';
import type { AppDeps } from '#server/deps.ts';
import { demoSeeders } from './demo-seeders.ts';
import type { DemoUsers } from './demo-types.ts';

export interface DemoLogin {
  email: string;
  label: string;
}

export const DEMO_LOGINS: DemoLogin[] = [
  { email: 'mestre@yod.test', label: 'administrador master (YodCoins)' },
  { email: 'admin@yod.test', label: 'administrador' },
  { email: 'moderador@yod.test', label: 'moderador' },
  ...Array.from({ length: 8 }, (_, i) => ({ email: `lutador${i + 1}@yod.test`, label: 'usuário' })),
  { email: 'banido@yod.test', label: 'usuário banido temporariamente' },
];

async function seedUsers(deps: AppDeps): Promise<DemoUsers> {
  const db = deps.db;
  const today = saoPauloDayKey(deps.clock());
  const master = await createUser(db, {
    email: 'mestre@yod.test',
    username: 'MestreYod',
    role: 'admin',
    balance: 50,
    instagramHandle: 'yodarena',
  });
  const admin = await createUser(db, {
    email: 'admin@yod.test',
    username: 'AdminYod',
    role: 'admin',
    balance: 10,
  });
  const moderator = await createUser(db, {
    email: 'moderador@yod.test',
    username: 'Moderador',
    role: 'moderator',
    balance: 10,
  });
  const names = [
    'Buakaw',
    'Saenchai',
    'Yodsanklai',
    'Sittichai',
    'Nong-O',
    'Superbon',
    'Rodtang',
    'Tawanchai',
  ];
  const fighters: string[] = [];
  for (const [i, name] of names.entries()) {
    const f = await createUser(db, {
      email: `lutador${i + 1}@yod.test`,
      username: name,
      balance: 20 + i,
      instagramHandle: name.toLowerCase().replace(/[^a-z0-9]/g, ''),
      pixKey: `lutador${i + 1}@yod.test`,
      dailyClaimedDay: i % 2 === 0 ? today : null,
    });
    fighters.push(f.id);
  }
  const banned = await createUser(db, {
    email: 'banido@yod.test',
    username: 'Banido',
    balance: 5,
    ban: {
      reason: 'Comportamento abusivo nos comentários',
      // Temporary (the dialog shows a countdown) but a year long: the demo data is seeded once, and
      // the README promises this login shows the ban for as long as anyone tries the demo.
      expiresAt: new Date(deps.clock().getTime() + 365 * 24 * 3600_000),
      bannedBy: admin.id,
    },
  });
  await seedOlderAccount(deps);
  return { master: master.id, admin: admin.id, moderator: moderator.id, fighters, banned: banned.id };
}

/**
 * An account from before names and PIX keys were checked, as an upgraded database may hold one:
 * its name imitates Saenchai (Cyrillic 'і') and its PIX key is no valid key. The admin users page
 * marks both; nothing renames or deletes them.
 */
async function seedOlderAccount(deps: AppDeps): Promise<void> {
  await createUser(deps.db, {
    email: 'imitador@yod.test',
    username: 'Saencha\u0456',
    lookalikeOfOlder: 1,
    pixKey: 'chave-pix-antiga',
  });
}

/**
 * Whether this database holds the demo accounts (seeded now or on an earlier start): every demo
 * login's address has an account. A database of real users never has all of them.
 */
export async function hasDemoLogins(deps: AppDeps): Promise<boolean> {
  const emails = DEMO_LOGINS.map((login) => login.email);
  const [row] = await deps.db.select({ n: count() }).from(user).where(inArray(user.email, emails));
  return (row?.n ?? 0) === emails.length;
}

/** Whether the database has no account yet: a first start, which the demo data may fill. */
export async function isEmpty(deps: AppDeps): Promise<boolean> {
  const [row] = await deps.db.select({ n: count() }).from(user);
  return (row?.n ?? 0) === 0;
}

/** Seeds the demo data when the database has no users yet; returns whether it seeded. */
export async function seedDemoIfEmpty(deps: AppDeps): Promise<boolean> {
  if (!(await isEmpty(deps))) return false;
  await seedDemo(deps);
  return true;
}

export async function seedDemo(deps: AppDeps): Promise<void> {
  const users = await seedUsers(deps);
  for (const seeder of demoSeeders) await seeder(deps, users);
}
