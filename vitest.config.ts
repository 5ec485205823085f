import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', 'build/**', 'tests/e2e/**', 'tests/cluster/**', '.tools/**', 'data/**'],
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/postgres-per-file.ts', 'tests/support/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
})
