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
const infrastructure = [
  '@nestjs/*',
  'typeorm',
  'typeorm/*',
  'pg',
  'pg-*',
  'ioredis',
  'bullmq',
  'express',
  'argon2',
  'pino',
];
const ui = ['react', 'react-*', 'react/*', 'react-dom/*', 'react-admin', 'ra-*', '@mui/*', 'i18next', 'vite'];
const ourPackages = [
  '@rent/backend',
  '@rent/backend/*',
  '@rent/projections',
  '@rent/projections/*',
  '@rent/frontend',
  '@rent/frontend/*',
];

const noDeepRelative = { group: ['../../*'], message: 'Import through the package or a nearer module, not ../../' };
// A later block's no-restricted-imports replaces an earlier one, so each block repeats the shared rule.
const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [noDeepRelative, { group: patterns, message }] }],
});

/** What each room of projections/src may import; specs may use testing/ as well. */
const READ_MODELS = [
  'contract-history',
  'contract-holders',
  'contract-invoices',
  'contract-summary',
  'contract-turnover',
  'notifications',
  'property-occupancy',
  'rent-index',
  'rent-receipts',
];
const projectionRooms = (spec) => ({
  testing: ['.'],
  ...Object.fromEntries(READ_MODELS.map((name) => [name, spec ? ['.', 'testing'] : ['.']])),
});

/** What each room of domain/src may import (eslint-rooms.js); see the domain block below. */
const domainRooms = {
  events: ['.'],
  rules: ['.'],
  notifications: ['.', 'events'],
  identity: ['.', 'rules'],
  properties: ['.', 'events', 'rules'],
  contracts: ['.', 'events', 'properties', 'rules'],
  catalogue: ['.', 'contracts'],
  signing: ['.', 'contracts', 'events'],
  services: ['.', 'contracts', 'events', 'properties', 'rules'],
  decider: ['.', 'contracts', 'events', 'properties', 'rules', 'services'],
  api: [
    '.',
    'catalogue',
    'contracts',
    'events',
    'identity',
    'notifications',
    'properties',
    'rules',
    'services',
    'signing',
  ],
};

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
  registries: [],
  metrics: [],
  sms: ['metrics'],
  health: [],
  openapi: [],
  help: [],
  'open-data': [],
  rating: [],
  notifications: [],
  // A party signs its authorisation of a representative (identity/representatives) as it signs its steps.
  identity: ['registries', 'signing', 'sms'],
  signing: ['metrics'],
  contracts: ['identity', 'registries', 'signing'],
  jobs: ['attachments', 'contracts', 'exports', 'sms'],
  documents: ['contracts'],
  exports: ['contracts', 'documents', 'registries'],
  attachments: ['contracts', 'signing'],
  operator: ['contracts', 'exports', 'jobs', 'signing'],
  seed: ['identity', 'jobs', 'registries', 'signing'],
  // The command-line tools open the database with the app's own options, at the top of backend/src ('.').
  cli: ['.', 'registries', 'seed', 'signing'],
};
const backendRooms = {
  ...backendShared,
  ...Object.fromEntries(
    Object.entries(backendFeatures).map(([room, features]) => [room, [...Object.keys(backendShared), ...features]]),
  ),
};

/**
 * Inside frontend/src the rooms stand on floors, from the top down: a room imports only rooms on lower
 * floors, so no import runs back up and no two rooms import each other. The bottom floors are the shared
 * rooms, which no feature owns and which import no feature. main.tsx, App.tsx and routes.tsx, above every
 * floor, put the rooms together and may import any of them. A new folder takes its floor here; the
 * architecture test fails for a folder that has none.
 */
const frontendFloors = [
  ['operator'], // the committee's back-office under /operator, an application of its own beside the portal
  ['layout'], // the header, tab menu and footer around every page
  ['identity'], // the signed-in party's phone, employees and acting for another
  ['pages'], // landing, sign-in, cabinet, help, public views
  ['contracts'], // lists, views and steps
  ['services'], // a registration form for each service kind
  ['signing', 'rating', 'documents'],
  ['reference'], // the committee's reference data: minimum rates, form settings
  ['providers', 'i18n', 'ui'],
  ['api'],
];
const frontendTop = ['App', 'main', 'routes'];

// One import style in the frontend: a file of the same folder is './file', any other '@/room/file'.
const frontendImportStyle = [
  { regex: '^\\.\\./', message: "A file of another folder is named from src: '@/room/file', not '../'" },
  { regex: '^\\./[^/]+/', message: "'./' names a file of the same folder; a file of another folder is '@/room/file'" },
  { regex: '^(\\./|@/).*\\.(js|jsx|ts|tsx)$', message: 'A module is imported without its file extension' },
];
const frontendPackage = {
  group: [...infrastructure, '@rent/backend', '@rent/backend/*', '@rent/projections', '@rent/projections/*'],
  message: 'frontend talks to the API, it imports only domain',
};
// no-restricted-imports sees only static imports; the same patterns hold dynamic import() (routes.tsx's pages) through no-restricted-syntax.
const dynamicImport = ({ regex, message }) => ({
  selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
  message,
});
const frontendRules = (patterns) => ({
  'no-restricted-imports': ['error', { patterns: [frontendPackage, ...patterns] }],
  'no-restricted-syntax': ['error', ...patterns.map(dynamicImport)],
});
const frontendRooms = frontendFloors.flatMap((floor, i) =>
  floor.map((room) => {
    const below = frontendFloors.slice(i + 1).flat();
    const notBelow = [
      ...frontendTop,
      ...frontendFloors
        .slice(0, i + 1)
        .flat()
        .filter((other) => other !== room),
    ];
    const floorRule = {
      regex: `^@/(${notBelow.join('|')})(/|$)`,
      message: `${room}/ imports only the rooms on lower floors (${below.join(', ') || 'none'})`,
    };
    return { files: [`frontend/src/${room}/**/*.{ts,tsx}`], rules: frontendRules([...frontendImportStyle, floorRule]) };
  }),
);

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
    rules: restrict(
      [...infrastructure, ...ui, ...ourPackages, 'node:*', 'fs', 'path', 'http', 'crypto'],
      'domain is pure: only zod and dayjs',
    ),
  },
  {
    files: ['projections/**/*.ts'],
    rules: restrict(
      [...ui, '@nestjs/*', '@rent/backend', '@rent/backend/*', '@rent/frontend', '@rent/frontend/*'],
      'projections depends only on domain and typeorm',
    ),
  },
  {
    files: ['backend/**/*.ts'],
    rules: restrict([...ui, '@rent/frontend', '@rent/frontend/*'], 'backend does not import UI code'),
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: frontendRules(frontendImportStyle),
  },
  ...frontendRooms,
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
    // Projection rooms: each read model stands alone on the package's shared files ('.'); none reads
    // another's code, and only specs use the test helpers (testing/).
    files: ['projections/src/**/*.ts'],
    plugins: { rooms },
    rules: { 'rooms/only-listed': ['error', { root: 'projections/src', rooms: projectionRooms(false) }] },
  },
  {
    files: ['projections/src/**/*.spec.ts'],
    rules: { 'rooms/only-listed': ['error', { root: 'projections/src', rooms: projectionRooms(true) }] },
  },
  {
    // Domain rooms, from the ground up: events and rules know no other room; a contract's vocabulary sits
    // on them; the kinds (services/) plug into it; the decider puts the vocabulary and the kinds together;
    // api/ declares the answers over all of them. The files right under src (errors, message keys, the
    // index) are room '.', which any room may use.
    files: ['domain/src/**/*.ts'],
    plugins: { rooms },
    rules: { 'rooms/only-listed': ['error', { root: 'domain/src', rooms: domainRooms }] },
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
        {
          patterns: [
            { group: ['../../../*'], message: 'Import a room beside your feature, not three folders up' },
            { group: [...ui, '@rent/frontend', '@rent/frontend/*'], message: 'backend does not import UI code' },
          ],
        },
      ],
    },
  },
  {
    // A switch over a union names every member or says `default` on purpose, so a new step, kind or state
    // is not passed over in silence. It needs the types, read from each package's tsconfig (which leaves
    // the packages' specs out, the frontend's in).
    files: ['{domain,projections,backend}/src/**/*.ts', 'frontend/**/*.{ts,tsx}'],
    ignores: ['{domain,projections,backend}/src/**/*.spec.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
);
