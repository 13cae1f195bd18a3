import { messages } from '#domain/messages.ts';
import { openFromEnv } from '#server/db/open-from-env.ts';
import { adminGrantAllowed, grantAdmins } from './wallets/service.ts';

// `npm run admin:grant -- email@x`: grants admin to an address of ADMIN_EMAILS or MASTER_ADMIN_EMAIL.
const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  process.stderr.write('Uso: npm run admin:grant -- email@exemplo.com\n');
  process.exit(2);
}
const { config, database } = await openFromEnv();
try {
  if (!adminGrantAllowed(config, email)) {
    process.stderr.write(`${messages.SETUP_EMAIL_NOT_ALLOWED.message} (${email})\n`);
    process.exitCode = 1;
  } else {
    await database.migrate();
    const [result] = (await grantAdmins(database.db, [email], null)).results;
    const line = result?.reason
      ? `${email}: ${result.status} (${result.reason})`
      : `${email}: ${result?.status}`;
    process.stdout.write(`${line}\n`);
    if (result?.status !== 'Configurado') process.exitCode = 1;
  }
} finally {
  await database.close();
}
