// One lint for the whole repo (architecture.md, quality): typescript-eslint's recommended rules,
// React hooks rules in the web app, and the one-way import rules of conventions.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { featureBoundaries } from './scripts/eslint-feature-boundaries.mjs';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'packages/db/migrations/**', 'e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Shared code → features → app/: no feature imports another (conventions.md, Bulletproof React).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { rian: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'rian/feature-boundaries': 'error' },
  },
  {
    // packages/domain holds no I/O (architecture.md): no node built-ins, no database, no HTTP.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'http', 'drizzle-orm', '@rian/db', 'fastify'] }],
    },
  },
);
