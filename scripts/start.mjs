// `npm start`: build when the sources are newer than the build, then run the server (which
// migrates the database and, on the first start with the embedded database, seeds demo data).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outputs = ['dist/web/index.html', 'dist/server/main.js'].map((p) => path.join(root, p));
const inputs = [
  'src',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.server.json',
];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const built = outputs.every((p) => existsSync(p));
const buildTime = built ? Math.min(...outputs.map((p) => statSync(p).mtimeMs)) : 0;
const sourceTime = Math.max(...inputs.map((p) => newestMtime(path.join(root, p))));

if (!built || sourceTime > buildTime) {
  console.log(built ? 'Sources changed: rebuilding…' : 'First start: building…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawnSync(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
process.exit(server.status ?? 0);
