import type { AppDeps } from '#server/deps.ts';

// The demo seed's shared types, apart from demo.ts and the seeder list that both import seeders.
export interface DemoUsers {
  master: string;
  admin: string;
  moderator: string;
  fighters: string[];
  banned: string;
}

/** Each feature's demo data (battles, banners, notifications…), run in order after the users. */
export type DemoSeeder = (deps: AppDeps, users: DemoUsers) => Promise<void>;
