// The environment `npm start` gives the server (scripts/start.ts): the production build as the
// bench and a deployment run it (NODE_ENV=production: React's production build, libraries' production
// paths), with the zero-config session secret `npm start` has always had. A deployment that runs
// `node dist/server/main.js` itself sets NODE_ENV=production and its own AUTH_SECRET (the config
// refuses production without one); `npm start` generates the secret under DATA_DIR once, as the
// server does outside production (docs/decisions/0020-signed-in-reads.md).
import path from 'node:path';
import { generatedSecret } from '#server/generated-secret.ts';

export function startEnv(env: NodeJS.ProcessEnv, root: string): NodeJS.ProcessEnv {
  const nodeEnv = env.NODE_ENV || 'production';
  // As the config reads them: DATA_DIR relative to the working directory (the project root), an
  // empty AUTH_SECRET as none.
  const secret =
    env.AUTH_SECRET || nodeEnv !== 'production'
      ? env.AUTH_SECRET
      : generatedSecret(path.resolve(root, env.DATA_DIR ?? 'data'));
  return { ...env, NODE_ENV: nodeEnv, ...(secret ? { AUTH_SECRET: secret } : {}) };
}
