/// <reference types="vitest/config" />
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Connect, type Plugin } from 'vite';
import { reactAriaLocales } from './codegen/react-aria-locales.mjs';
import { routerConfig } from './codegen/router-config.mjs';

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

export default defineConfig({
  plugins: [tanstackRouter(routerConfig), react(), htmlRouteFallback(), reactAriaLocales()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The first load's search checks (the routes' validateSearch) get their own instance of valibot:
      // a module is never split between chunks, so with one instance every valibot function the app
      // uses anywhere (the generated validators' checks, records, files) would be in the first chunk.
      { find: /^valibot\/first-load$/, replacement: `${fileURLToPath(import.meta.resolve('valibot'))}?first-load` },
    ],
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist-app',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page needs before any route's own chunk (React, the router, the
          // query cache, react-aria's interactions, the route tree): one chunk compresses better
          // than the two dozen small ones it would otherwise be split into.
          groups: [
            { name: 'core', tags: ['$initial'] },
            // What the sign-in page needs beyond the core (react-aria's text field and form validation,
            // the schema form hook, the mutation): one chunk instead of about fifteen small ones, each
            // split off by whichever screens share it (npm run bench: the login page's JS).
            {
              name: 'sign-in',
              includeDependenciesRecursively: false,
              test: /\/node_modules\/(?:@tanstack\/query-core\/build\/modern\/mutationObserver|@tanstack\/react-query\/build\/modern\/useMutation|react-aria-components\/dist\/private\/(?:FieldError|Form|Text|TextArea|TextField|Group|Input|Link|Autocomplete)\.|react-stately\/dist\/private\/(?:form\/useFormValidationState|utils\/useControlledState)|react-aria\/dist\/private\/(?:label\/useField|utils\/useFormReset|form\/useFormValidation|link\/useLink|textfield\/useTextField)\.)|\/src\/(?:generated\/meta\/auth|components\/form\/(?:FormErrors|use-schema-form|form-errors)|lib\/save-failed|components\/ui\/(?:Link|TextField|Field|Logo))\./,
            },
            // The date widgets (react-aria's date fields, pickers and calendars with
            // @internationalized/date) apart from the other field widgets they are imported with,
            // so that neither chunk passes the 30 KB a lazily loaded chunk may weigh (npm run bench).
            {
              name: 'date-fields',
              includeDependenciesRecursively: false,
              test: /\/node_modules\/(?:@internationalized\/date\/|react-aria\/dist\/private\/(?:datepicker|calendar|intl\/(?:datepicker|calendar))\/|react-stately\/dist\/private\/(?:datepicker|calendar|intl\/datepicker)\/|react-aria-components\/dist\/private\/(?:DatePicker|DateField|Calendar|HiddenDateInput)\.)|\/src\/components\/ui\/(?:DatePicker|DateTimeField)\./,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'codegen/**/*.test.{ts,mjs}', 'tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Every core: vitest leaves one free by default, which on a 2-core CI machine means one worker.
    maxWorkers: availableParallelism(),
  },
});
