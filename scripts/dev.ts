// `npm run dev`: one server on :3000 (the API, and the pages rendered by React Router through
// Vite with hot reload); the server restarts when its own sources change.
import { spawn } from 'node:child_process';

const env = { ...process.env, NODE_ENV: 'development' };
const child = spawn('npx', ['tsx', 'watch', '--exclude', './src/web/**', 'src/server/main.ts', '--dev'], {
  stdio: 'inherit',
  env,
});
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
