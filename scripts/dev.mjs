// `npm run dev`: the API with reload on :3001 and Vite with HMR on :5173 (proxying /api to the API).
import { spawn } from 'node:child_process';

const env = { ...process.env, PORT: '3001', PUBLIC_URL: 'http://localhost:5173', NODE_ENV: 'development' };
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && stop());
