import { openFromEnv } from './open-from-env.ts';

const { database } = await openFromEnv();
await database.migrate();
await database.close();
process.stdout.write(`Migrations applied (${database.kind}).\n`);
