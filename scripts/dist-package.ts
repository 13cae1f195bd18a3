// After `tsc -p tsconfig.server.json`: what the compiled server needs beside its .js files.
// - dist/package.json makes dist/ the package scope of the `#domain/…` and `#server/…` imports
//   the sources keep, mapping them to the compiled .js.
// - The database's function files (src/server/db/functions/*.sql), which every migrate applies
//   (src/server/db/repeatable-sql.ts); tsc copies only code.
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function writeDistPackage(root: string) {
  const dist = path.join(root, 'dist');
  const manifest = {
    type: 'module',
    private: true,
    imports: {
      '#domain/*.ts': './domain/*.js',
      '#server/*.ts': './server/*.js',
    },
  };
  writeFileSync(path.join(dist, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  const sources = path.join(root, 'src', 'server', 'db', 'functions');
  const functions = path.join(dist, 'server', 'db', 'functions');
  rmSync(functions, { recursive: true, force: true });
  mkdirSync(functions, { recursive: true });
  for (const name of readdirSync(sources).filter((n) => n.endsWith('.sql'))) {
    copyFileSync(path.join(sources, name), path.join(functions, name));
  }
}
