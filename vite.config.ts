/// <reference types="vitest/config" />
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Connect, type Plugin } from 'vite';
import { reactAriaLocales } from './codegen/react-aria-locales.mjs';
import { routerConfig } from './codegen/router-config.mjs';
import { CHUNK_RULES, ruleTest, unmatchedRules } from './scripts/lib/chunk-rules.mjs';

// The API the dev and preview servers proxy /api to: the Prism mock unless a backend is given.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:4010';
const proxy = { '/api': { target: apiTarget, changeOrigin: true, secure: true } };

/**
 * The portal's screens are `.html` paths (/belepes.html, /hr/dolgozok/12.html) that exist only in
 * the router. Vite answers an unknown `.html` path with 404, so serve index.html for them, as a
 * production static server must too.
 */
function htmlRouteFallback(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    const isAsset = path.startsWith('/@') || path.startsWith('/src/') || path.startsWith('/node_modules/') || path.startsWith('/assets/');
    const accept = req.headers.accept ?? '';
    if (!isAsset && !path.startsWith('/api/') && (path.endsWith('.html') || (!path.includes('.') && accept.includes('text/html')))) {
      req.url = '/index.html';
    }
    next();
  };
  return {
    name: 'html-route-fallback',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

/**
 * The preview answers the hashed build files as deploy/nginx/portal.conf does (a year, immutable), not with
 * `no-cache`: a reload then takes them from the browser's cache instead of asking again for each of them.
 */
function previewAssetCaching(): Plugin {
  return {
    name: 'preview-asset-caching',
    configurePreviewServer: (server) =>
      void server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        next();
      }),
  };
}

/** The first chunk (the entry, with the group 'core' holding what it loads before any route's own chunk). */
const isFirstChunk = (file: string) => /(^|\/)index-[\w-]+\.js$/.test(file);

/** The module names of CHUNK_RULES that matched a module of this build. */
const chunkRulesSeen = new Set<RegExp>();

/** Fails the build when a chunk rule names a module the build does not have (an upgrade moved it): its chunk would silently change. */
function chunkRulesCheck(): Plugin {
  return {
    name: 'chunk-rules',
    apply: 'build',
    generateBundle() {
      const unmatched = unmatchedRules(CHUNK_RULES, chunkRulesSeen);
      if (unmatched.length) this.error(`chunk rules (scripts/lib/chunk-rules.mjs) that match no module of the build:\n  ${unmatched.join('\n  ')}`);
    },
  };
}

const UNIT_TESTS = ['src/**/*.test.{ts,tsx}', 'codegen/**/*.test.{ts,mjs}', 'tests/unit/**/*.test.{ts,tsx}'];
// UNIT_TESTS as a pattern of a path from the root (Node 20 has no glob matching of its own).
const UNIT_TEST_FILE = /^(src\/.*\.test\.tsx?|codegen\/.*\.test\.(ts|mjs)|tests\/unit\/.*\.test\.tsx?)$/;
const SWAPS_MODULES = /\bvi\s*\.\s*(mock|doMock|unmock|doUnmock|resetModules)\s*\(/;

/** The unit test files (UNIT_TESTS) whose text swaps or forgets modules: read now, so no list is kept by hand. */
function mockingTests(): string[] {
  const root = fileURLToPath(new URL('.', import.meta.url));
  return ['src', 'codegen', 'tests/unit']
    .flatMap((dir) => readdirSync(`${root}${dir}`, { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`))
    .filter((file) => UNIT_TEST_FILE.test(file) && SWAPS_MODULES.test(readFileSync(`${root}${file}`, 'utf8')))
    .sort();
}
const MOCKING_TESTS = mockingTests();

export default defineConfig({
  plugins: [tanstackRouter(routerConfig), react(), htmlRouteFallback(), previewAssetCaching(), reactAriaLocales(), chunkRulesCheck()],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist-app',
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: {
      // Every browser the portal supports preloads modules itself; the polyfill would be first-load weight.
      polyfill: false,
      // A lazy import in the first chunk (a route's screen, a module's special screens) names only the CSS it needs,
      // which must load with it; its JS imports are fetched as the browser reads it. Naming them all for preloading
      // put every route chunk's file name and dependency list into the first load (about 2.9 KB gzip of 135, npm
      // run bench). Lazy imports elsewhere (a section's declaration, a screen's parts) keep their preloads.
      resolveDependencies: (_file, deps, { hostType, hostId }) => (hostType === 'js' && isFirstChunk(hostId) ? deps.filter((dep) => dep.endsWith('.css')) : deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page needs before any route's own chunk (React, the router, the
          // query cache, react-aria's interactions, the route tree): one chunk compresses better
          // than the two dozen small ones it would otherwise be split into.
          groups: [
            { name: 'core', tags: ['$initial'] },
            ...CHUNK_RULES.map((rule) => ({ name: rule.name, includeDependenciesRecursively: false, test: ruleTest(rule, chunkRulesSeen) })),
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // Vitest's 5 s is short on a busy 2-core machine: component tests that take 0.5 s alone took 5.5 s there.
    testTimeout: 20_000,
    restoreMocks: true,
    clearMocks: true,
    unstubGlobals: true,
    // Every core: vitest leaves one free by default, which on a 2-core CI machine means one worker.
    maxWorkers: availableParallelism(),
    // Most files share their worker's modules and jsdom window: React, the router and the generated code
    // are not imported afresh for each file (the step takes a third of the CPU time it took with every
    // file isolated); shared-setup.ts resets what a test could leave behind. A file that swaps modules
    // (vi.mock and friends) would change them for the files after it, so those files keep their own.
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: UNIT_TESTS, exclude: MOCKING_TESTS, isolate: false, setupFiles: ['./src/test/setup.ts', './src/test/shared-setup.ts'] },
      },
      ...(MOCKING_TESTS.length ? [{ extends: true as const, test: { name: 'isolated', include: MOCKING_TESTS, setupFiles: ['./src/test/setup.ts'] } }] : []),
    ],
  },
});
