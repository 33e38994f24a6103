import { defineConfig } from 'vitest/config';
import projects from './vitest.workspace.ts';

export default defineConfig({
  test: {
    projects,
    // On PostgreSQL the global teardown drops the template database; PostgreSQL checkpoints first,
    // which after a full run of test databases can outlast the default 10 s.
    teardownTimeout: 60_000,
  },
});
