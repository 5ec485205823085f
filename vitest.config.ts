import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', 'build/**', 'tests/e2e/**', 'tests/cluster/**', '.tools/**', 'data/**'],
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/postgres-per-file.ts', 'tests/support/fail-on-console-error.ts'],
    // A production start needs it (config/env.server.ts); processes the tests start inherit it.
    env: { TOKEN_ENCRYPTION_KEY: 'test-only token encryption key, never for a shop' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core CI machine.
    // Two keep both cores busy (the unit and integration run went from 546 s to 352 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
})
