import { buildApp } from '#server/app.ts';
import { openFromEnv } from './open-from-env.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';

// `npm run seed:demo`: the only way demo data reaches a DATABASE_URL database.
const { config, database } = await openFromEnv();
await database.migrate();
const app = await buildApp({ config, database, logger: false, web: null });
const seeded = await seedDemoIfEmpty(app.deps);
await app.close();
await database.close();
process.stdout.write(seeded ? 'Demo data seeded.\n' : 'The database already has users: nothing seeded.\n');
