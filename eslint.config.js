// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Besides the usual checks, this file holds the architecture's boundaries (DESIGN.md): the arrows go
 * frontend -> domain, backend -> domain and projections, projections -> domain; nothing imports backend;
 * domain imports only zod and dayjs. tests/integration/architecture.test.ts proves each rule fires.
 */
const infrastructure = ['@nestjs/*', 'typeorm', 'typeorm/*', 'pg', 'pg-*', 'ioredis', 'bullmq', 'express', 'argon2', 'pino'];
const ui = ['react', 'react-*', 'react/*', 'react-dom/*', 'react-admin', 'ra-*', '@mui/*', 'i18next', 'vite'];
const ourPackages = ['@rent/backend', '@rent/backend/*', '@rent/projections', '@rent/projections/*', '@rent/frontend', '@rent/frontend/*'];

const noDeepRelative = { group: ['../../*'], message: 'Import through the package or a nearer module, not ../../' };
// A later block's no-restricted-imports replaces an earlier one, so each block repeats the shared rule.
const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [noDeepRelative, { group: patterns, message }] }],
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'var/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [noDeepRelative] }],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: restrict([...infrastructure, ...ui, ...ourPackages, 'node:*', 'fs', 'path', 'http', 'crypto'], 'domain is pure: only zod and dayjs'),
  },
  {
    files: ['projections/**/*.ts'],
    rules: restrict([...ui, '@nestjs/*', '@rent/backend', '@rent/backend/*', '@rent/frontend', '@rent/frontend/*'], 'projections depends only on domain and typeorm'),
  },
  {
    files: ['backend/**/*.ts'],
    rules: restrict([...ui, '@rent/frontend', '@rent/frontend/*'], 'backend does not import UI code'),
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: restrict([...infrastructure, '@rent/backend', '@rent/backend/*', '@rent/projections', '@rent/projections/*'], 'frontend talks to the API, it imports only domain'),
  },
  {
    // Tests read JSON answers whose shape the assertions check.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/**/*.spec.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
);
