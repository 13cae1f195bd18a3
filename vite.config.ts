import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Where `npm run dev` runs the Fastify API; the browser only ever talks to the Vite origin. */
const API_TARGET = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3001';

const proxy = {
  '/api': { target: API_TARGET, changeOrigin: false },
  '/uploads': { target: API_TARGET, changeOrigin: false },
};

/**
 * Writes a max-quality .br and .gz twin of every text asset, which the server sends as is
 * (@fastify/static `preCompressed`): smallest transfer, no compression work per request.
 */
function precompress(): Plugin {
  return {
    name: 'yod-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist/web';
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(file) || file.startsWith('.vite/')) continue;
        // The file as written (with its sourceMappingURL line), not the in-memory chunk.
        const target = path.join(dir, file);
        const buffer = readFileSync(target);
        if (buffer.length < 1024) continue;
        writeFileSync(
          `${target}.br`,
          brotliCompressSync(buffer, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
            },
          }),
        );
        writeFileSync(`${target}.gz`, gzipSync(buffer, { level: 9 }));
      }
    },
  };
}

/**
 * Writes .vite/route-preloads.json: for each public page path (read from the router's extension
 * point), the page chunk and its static imports beyond the entry's. The server turns them into
 * <link rel="modulepreload"> tags (src/server/web/spa.ts) so the page's code downloads alongside
 * the entry instead of after it has run.
 */
function routePreloads(): Plugin {
  const routesFile = path.resolve('src/web/app/routes/public-routes.tsx');
  const pattern =
    /(index:\s*true|path:\s*'([^']*)')\s*,\s*lazy:\s*lazyPage\(\(\)\s*=>\s*import\('([^']+)'\)\)/g;
  return {
    name: 'yod-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (file: string, seen: Set<string>) => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) closure(dep, seen);
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      const loaded = entry ? closure(entry.fileName, new Set()) : new Set<string>();
      const routes: { path: string; files: string[] }[] = [];
      for (const m of readFileSync(routesFile, 'utf8').matchAll(pattern)) {
        const moduleId = path.resolve(path.dirname(routesFile), m[3] ?? '');
        const page = chunks.find((chunk) => chunk.facadeModuleId === moduleId);
        if (!page) continue;
        const files = [...closure(page.fileName, new Set())].filter((file) => !loaded.has(file));
        routes.push({ path: m[1]?.startsWith('index') ? '/' : `/${m[2]}`, files });
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/route-preloads.json',
        source: JSON.stringify({ routes }),
      });
    },
  };
}

export default defineConfig({
  root: '.',
  plugins: [react(), tailwindcss(), precompress(), routePreloads()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Rarely-changing framework code gets its own long-cached file.
            {
              name: 'react-vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
