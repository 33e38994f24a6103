// The test projects. The root vitest.config.ts imports this list: Vitest 4 ignores a lone workspace file.
export default [
  {
    test: {
      name: 'shared',
      root: './shared',
      include: ['src/**/*.test.ts'],
      environment: 'node',
      // The property tests draw hundreds of histories; on a busy two-core machine one can take
      // several seconds. This only bounds a test that never ends.
      testTimeout: 30_000,
      // The engine is pure (no module state, no mocks): its files share one module graph per worker.
      isolate: false,
    },
  },
  {
    test: {
      name: 'server',
      root: './server',
      include: ['src/**/*.test.ts'],
      // Tests of several instances on one database need a real PostgreSQL server; tests of the
      // embedded database's files (*.embedded.test.ts) run once, in the run without it.
      exclude: process.env.TEST_DATABASE_URL ? ['src/**/*.embedded.test.ts'] : ['src/**/*.postgres.test.ts'],
      environment: 'node',
      globalSetup: ['./src/test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  'client/vitest.config.ts',
];
