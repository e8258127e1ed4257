import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Dependencies run one way: generated code and shared parts (components, lib, config) → features
// (building blocks) → sections (declarations) → routes and app. A lower layer importing a higher one is an error.
const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group], message })) }],
  },
});

export default tseslint.config(
  { ignores: ['dist/**', 'dist-app/**', 'node_modules/**', 'src/generated/**', 'src/routeTree.gen.ts', 'test-results/**', 'bench-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  layer(['src/components/**', 'src/lib/**', 'src/config/**'], ['@/features/*', '@/routes/*', '@/app/*'], 'Shared parts must not depend on features, routes or the app.'),
  layer(['src/features/**'], ['@/sections/*', '@/routes/*', '@/app/*'], 'Features must not depend on sections, routes or the app.'),
  layer(['src/sections/**'], ['@/routes/*', '@/app/*'], 'Section declarations must not depend on routes or the app.'),
  {
    files: ['scripts/**/*.mjs', 'codegen/**/*.mjs', 'tests/**/*.ts', '*.config.*'],
    languageOptions: { globals: { ...globals.node } },
  },
);
