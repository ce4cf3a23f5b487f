// Jest runs in native ESM mode (NODE_OPTIONS=--experimental-vm-modules, set by scripts/test.mjs and the
// npm scripts) because Nest 12 and its companions ship as ES modules only; @swc/jest strips the types
// and keeps decorator metadata, which Nest's dependency injection reads.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

const shared = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': swc },
  moduleNameMapper: {
    '^@rent/(domain|projections|backend)$': '<rootDir>/$1/src/index.ts',
    '^@rent/projections/testing/(.*)$': '<rootDir>/projections/src/testing/$1.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@/(.*)$': '<rootDir>/frontend/src/$1',
  },
};

export default {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/{domain,projections,backend,frontend}/src/**/*.spec.{ts,tsx}'],
      // A spec that needs PostgreSQL (a projection's given events -> rows) runs with the integration tests.
      testPathIgnorePatterns: ['/node_modules/', '\\.db\\.spec\\.ts$'],
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts', '<rootDir>/projections/src/**/*.db.spec.ts'],
    },
  ],
  // A global option (a project's own is ignored): an integration file starts the app, and key generation takes
  // seconds; on a busy two-core machine an app's start and three sign-ins in one beforeAll passed 30 s.
  testTimeout: 60000,
};
