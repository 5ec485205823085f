/**
 * NODE_ENV as the shop was started with. `production` there is the operator's word for a
 * production start (config/env.server.ts); a default set only for the libraries must not count
 * as one (docs/decisions/018-production-mode.md).
 */
export const givenNodeEnv = process.env.NODE_ENV

// React and React Router choose between their development and production builds from NODE_ENV
// when they are first loaded: without a NODE_ENV they get their production builds, so server/main.ts
// loads this module before any other.
process.env.NODE_ENV ??= 'production'
