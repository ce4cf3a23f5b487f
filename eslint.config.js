// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { rooms } from './eslint-rooms.js';

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

/**
 * The rooms inside backend/src (eslint-rooms.js): each lists the rooms it may import. The shared rooms hold
 * what no feature owns and import no feature; a feature may use every shared room and only the features
 * beside it here, so the arrows between features are written down and run one way.
 */
const backendShared = {
  clock: [],
  logging: [],
  errors: [],
  config: ['clock', 'logging'],
  database: ['config', 'logging'],
  'event-store': ['database', 'config', 'logging', 'errors'],
  redis: ['config', 'logging', 'errors'],
  http: ['database', 'event-store', 'errors'],
};
const backendFeatures = {
  sms: [],
  registries: [],
  metrics: [],
  health: [],
  help: [],
  rating: [],
  notifications: [],
  identity: ['registries', 'sms'],
  signing: ['metrics'],
  contracts: ['identity', 'registries', 'signing'],
  jobs: ['contracts'],
  documents: ['contracts'],
  exports: ['contracts', 'documents'],
  operator: ['contracts'],
  seed: ['identity', 'jobs', 'registries', 'signing'],
  // The command-line tools open the database with the app's own options, at the top of backend/src ('.').
  cli: ['.', 'registries', 'seed', 'signing'],
};
const backendRooms = {
  ...backendShared,
  ...Object.fromEntries(Object.entries(backendFeatures).map(([room, features]) => [room, [...Object.keys(backendShared), ...features]])),
};

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
  {
    // Backend rooms: see backendRooms above. A feature's sub-folder reaches a room beside its feature
    // (../../http/), which the rooms rule governs; nothing climbs higher.
    files: ['backend/src/**/*.ts'],
    plugins: { rooms },
    rules: { 'rooms/only-listed': ['error', { root: 'backend/src', rooms: backendRooms }] },
  },
  {
    files: ['backend/src/*/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../../*'], message: 'Import a room beside your feature, not three folders up' }, { group: [...ui, '@rent/frontend', '@rent/frontend/*'], message: 'backend does not import UI code' }] },
      ],
    },
  },
);
