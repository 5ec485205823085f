import { defineConfig } from 'vitest/config'

/**
 * `npm run test:cluster`: real shop processes behind nginx on a fresh PostgreSQL database
 * (scripts/cluster). Apart from `npm test`, which runs in one process on PGlite.
 */
export default defineConfig({
  test: {
    root: '.',
    include: ['tests/cluster/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: false,
  },
})
