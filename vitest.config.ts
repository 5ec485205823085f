import fs from 'node:fs'
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

const everyTest = ['**/*.test.ts', '**/*.test.tsx']
const notTests = [
  'node_modules/**',
  'build/**',
  'tests/e2e/**',
  'tests/cluster/**',
  'tests/faults/**',
  '.tools/**',
  'data/**',
]
/** Tests that run the shop on a database: each file on its own copy (tests/support/global-setup.ts). */
const onDatabase = ['tests/integration', 'tests/fuzz']
/**
 * Files that replace a module with `vi.mock`: the replacement only holds in a fresh module graph,
 * so they run isolated like the database tests. Found by their text, so a new one needs no list.
 */
const mocking = fs
  .globSync(everyTest, { exclude: [...notTests, ...onDatabase.map((folder) => `${folder}/**`)] })
  .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(file, 'utf8')))

export default defineConfig({
  test: {
    exclude: notTests,
    // A production start needs it (config/env.server.ts); processes the tests start inherit it.
    env: { TOKEN_ENCRYPTION_KEY: 'test-only token encryption key, never for a shop' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core CI machine.
    // Two keep both cores busy (the unit and integration run went from 546 s to 352 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          // Pure rules, components and helpers: no database, no module state between files, so
          // one module graph per worker serves them all (139 files in 17 s on 2 cores).
          name: 'rules',
          include: everyTest,
          exclude: [...notTests, ...onDatabase.map((folder) => `${folder}/**`), ...mocking],
          isolate: false,
          setupFiles: ['tests/support/fail-on-console-error.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: [...onDatabase.map((folder) => `${folder}/**/*.test.ts`), ...mocking],
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/postgres-per-file.ts', 'tests/support/fail-on-console-error.ts'],
        },
      },
    ],
  },
})
