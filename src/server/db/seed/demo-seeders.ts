import { seedDemoAudit } from './audit-seeder.ts';
import { seedDemoBattles } from './battles-seeder.ts';
import type { DemoSeeder } from './demo-types.ts';
import { mediaSeeder } from './media-seeder.ts';
import { seedDemoVoteReview } from './vote-review-seeder.ts';

export type { DemoSeeder } from './demo-types.ts';

export const demoSeeders: DemoSeeder[] = [mediaSeeder, seedDemoBattles, seedDemoVoteReview, seedDemoAudit];
