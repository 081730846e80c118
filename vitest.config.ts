import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on CI's two-core machine that is one file
    // at a time. The server files spend much of their time waiting (servers starting, PGlite's wasm
    // compiling, sockets), so two at a time took the suite from 653 s to 259 s on such a machine.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['test/global-setup.ts'],
          // Files share a worker's loaded modules instead of importing the server afresh each: every
          // file starts its own server on its own database (test/harness.ts), so nothing of one file's
          // state reaches the next, and a subset of 30 files ran in 105 s instead of 178 s.
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          root: 'packages/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
