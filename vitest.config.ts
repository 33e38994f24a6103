import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import projects from './vitest.workspace.ts';

export default defineConfig({
  test: {
    projects,
    // Vitest's default keeps a core for itself: one worker on a 2-core machine. The tests spend much of
    // their time waiting on databases, sockets and timers, so every core runs a worker.
    maxWorkers: availableParallelism(),
    // On PostgreSQL the global teardown drops the template database; PostgreSQL checkpoints first,
    // which after a full run of test databases can outlast the default 10 s.
    teardownTimeout: 60_000,
  },
});
