import { defineConfig } from 'vitest/config'

/**
 * `npm run test:faults`: the long fault and load runs on real server processes (SIGTERM under 50
 * keep-alive connections, uploads under load), a minute and more each. They stay out of `npm test`
 * and CI, like `npm run load` and `npm run fuzz`; `npm run probe:security` runs the same checks.
 */
export default defineConfig({
  test: {
    root: '.',
    include: ['tests/faults/**/*.test.ts'],
    env: { TOKEN_ENCRYPTION_KEY: 'test-only token encryption key, never for a shop' },
    testTimeout: 240_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: false,
  },
})
