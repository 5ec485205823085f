import type { Logger } from 'pino'
import type { ServerBuild } from 'react-router'
import type { Db } from '#db/client.ts'

type BuildWithSearch = ServerBuild & {
  entry: { module: { prepareSearch?: (db: Db) => Promise<void> } }
}

/**
 * Builds the search index at start, in the background (decision 026): the first visitor who
 * searches after a start or a deploy does not wait for it, and a search that comes before it is
 * done joins this build instead of starting another. The build's `prepareSearch` reads the guide
 * pages (the app's content); a failure is logged, and the first search tries again.
 */
export function startSearchIndex(build: ServerBuild, db: Db, logger: Logger): Promise<void> {
  const prepare = (build as BuildWithSearch).entry.module.prepareSearch
  if (!prepare) return Promise.resolve()
  const started = Date.now()
  return prepare(db)
    .then(() => logger.info({ ms: Date.now() - started }, 'search index ready'))
    .catch((error: unknown) => logger.warn({ err: error }, 'search index not built at start'))
}
