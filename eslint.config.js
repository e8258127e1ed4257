import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createNodeResolver } from 'eslint-plugin-import-x/node-resolver';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Dependencies run one way: generated code → shared parts (components, lib, config) → features
// (building blocks) → sections (declarations) → routes and app. Each zone forbids its `target` to
// import from `from`, however the import is written (relative path or the `@/` alias).
const HIGHER = {
  shared: ['./src/features', './src/sections', './src/routes', './src/app', './src/routeTree.gen.ts', './src/main.tsx'],
  features: ['./src/sections', './src/routes', './src/app', './src/routeTree.gen.ts', './src/main.tsx'],
  sections: ['./src/routes', './src/app', './src/routeTree.gen.ts', './src/main.tsx'],
};
// The module folders of src/sections/ (the files at its root are the registry and the special-screen table).
const MODULES = readdirSync(new URL('./src/sections', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const zones = [
  { target: './src/generated', from: './src', except: ['./generated'], message: 'Generated code imports only generated code.' },
  ...['./src/components', './src/lib', './src/config'].map((target) => ({
    target,
    from: HIGHER.shared,
    message: 'Shared parts must not depend on features, sections, routes or the app.',
  })),
  { target: './src/features', from: HIGHER.features, message: 'Features must not depend on sections, routes or the app.' },
  { target: './src/sections', from: HIGHER.sections, message: 'Section declarations must not depend on routes or the app.' },
  // A module's folder imports no other module's: what two modules share lives in a shared layer.
  ...MODULES.map((module) => ({
    target: `./src/sections/${module}`,
    from: MODULES.filter((other) => other !== module).map((other) => `./src/sections/${other}`),
    message: 'A module imports no other module; move what two modules share to a shared layer (components, features).',
  })),
];

// import-x resolves the `@/` alias (tsconfig's paths) and TypeScript's extensions with its own resolver.
const resolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.d.ts', '.mjs', '.js', '.json'],
  conditionNames: ['types', 'import', 'default'],
  mainFields: ['types', 'module', 'main'],
  alias: { '@': [new URL('./src', import.meta.url).pathname], 'valibot/first-load': ['valibot'] },
});
const importSettings = {
  'import-x/resolver-next': [resolver],
  // Which files import-x reads to follow imports (for no-cycle), and with which parser.
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
};

const dependencyRules = {
  'import-x/no-restricted-paths': ['error', { zones }],
  'import-x/no-cycle': ['error', { ignoreExternal: true }],
};

const CODE = ['**/*.{js,mjs,cjs,ts,tsx}'];
const GENERATED = ['src/generated/**/*.ts', 'src/routeTree.gen.ts'];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-app/**', 'node_modules/**', 'test-results/**', 'bench-results/**', 'tests/lint/fixtures/**'] },
  // Generated code is checked for its imports only; the rest of the rules are for hand-written code.
  {
    files: GENERATED,
    languageOptions: { parser: tseslint.parser },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    // The TypeScript rules are known (not run) so that a generated eslint-disable comment naming one is valid.
    plugins: { 'import-x': importX, '@typescript-eslint': tseslint.plugin },
    settings: importSettings,
    rules: { 'import-x/no-restricted-paths': dependencyRules['import-x/no-restricted-paths'] },
  },
  {
    files: CODE,
    ignores: GENERATED,
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      ...dependencyRules,
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: GENERATED,
    extends: [reactHooks.configs.flat['recommended-latest']],
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['scripts/**/*.mjs', 'codegen/**/*.mjs', 'packages/**/*.mjs', 'tests/**/*.ts', '*.config.*'],
    languageOptions: { globals: { ...globals.node } },
  },
);
