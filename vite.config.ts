import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { battleChunkGroups } from './scripts/battle-chunks.ts';

/**
 * Writes a max-quality .br and .gz twin of every text asset of the browser build, which the
 * server sends as is (@fastify/static `preCompressed`): smallest transfer, no compression work
 * per request.
 */
function precompress(): Plugin {
  return {
    name: 'yod-precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist/web/client';
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
 * The libraries every page runs (React, React Router, TanStack Query) in one long-cached file: as
 * a dozen small chunks they cost ~5 KB more gzip and a request each (bench/RESULTS.md).
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/;

/**
 * What every public page runs besides the framework — the root route, the public layout and
 * their static imports (header, footer, banner slot, API client…) — in one chunk: as some twenty
 * small chunks each was preloaded apart, and Lighthouse's simulation of a phone on slow 4G
 * serialised those requests before the first paint (bench/RESULTS.md, decision 0007). Lazy
 * imports stay out, so the signed-in header's menus and the admin area are not pulled in.
 */
const SHELL =
  /[\\/]src[\\/]web[\\/](root\.tsx|app[\\/](layouts[\\/]public-layout|page-meta|route-error)\.tsx)$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), precompress()],
  build: {
    // Source maps for the server's render build only, which its stack traces use
    // (--enable-source-maps). The browser's would serve nothing: no error report of ours reads
    // them, and Lighthouse does not score them (React Router warns against shipping them).
    sourcemap: isSsrBuild === true,
    rolldownOptions: {
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK, priority: 3 },
                { name: 'shell', test: SHELL, includeDependenciesRecursively: true, priority: 2 },
                // The arena and battle pages' own code in one chunk and what they share in another.
                ...battleChunkGroups(),
              ],
            },
          },
      treeshake: {
        // src/domain is pure rules without I/O: importing one of its modules for a single constant
        // must not keep the rest (e.g. the whole message catalogue, admin texts included). Other
        // modules keep the default (their package.json "sideEffects").
        moduleSideEffects: (id) => (/[\\/]src[\\/]domain[\\/]/.test(id) ? false : undefined),
      },
    },
  },
}));
