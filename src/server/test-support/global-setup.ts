import { prepareTemplate } from './test-database.ts';

export default async function setup() {
  if (process.env.TEST_DATABASE_URL) await prepareTemplate();
}
