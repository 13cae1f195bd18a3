import type { AppDeps } from '#server/deps.ts';
import { seedDemoAudit } from './audit-seeder.ts';
import { seedDemoBattles } from './battles-seeder.ts';
import type { DemoUsers } from './demo.ts';
import { mediaSeeder } from './media-seeder.ts';
import { seedDemoVoteReview } from './vote-review-seeder.ts';

/** Each feature's demo data (battles, banners, notifications…), run in order after the users. */
export type DemoSeeder = (deps: AppDeps, users: DemoUsers) => Promise<void>;

export const demoSeeders: DemoSeeder[] = [mediaSeeder, seedDemoBattles, seedDemoVoteReview, seedDemoAudit];
