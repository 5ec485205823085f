import type { Logger } from 'pino'
import type { Env } from '#config/env.server.ts'
import type { Db } from '#db/client.ts'
import type { Counters } from './counters.ts'
import type { Mailer } from './email/contract.ts'
import type { JobQueue } from './jobs/contract.ts'
import type { Limiter } from './limits/limiter.ts'
import type { ThumbnailStore } from './shirts/thumbnail.ts'
import type { FileStore } from './storage/file-store.ts'

/** What the use cases need from the outside world; built once in server/main.ts. */
export type Deps = {
  db: Db
  env: Env
  logger: Logger
  /** Every file the shop keeps besides its database: DATA_DIR or the S3 bucket (server/storage/). */
  files: FileStore
  /** Clock injected so that expiry rules can be tested without waiting. */
  now: () => Date
  /** Every throttle counts here (core/limits/rules.ts): the database, or Redis when REDIS_URL is set. */
  limiter: Limiter
  /** Durable background work (server/jobs): every mail goes out through it. */
  jobs: JobQueue
  /** Outgoing mail (server/email); createApp fills it in from the configuration when absent. */
  mailer?: Mailer
  /** What the operators' metrics count (server/metrics); createApp fills it in with METRICS_TOKEN. */
  counters?: Counters
  /** Where design thumbnails' layer lists are kept (media/); createApp fills it in when absent. */
  thumbnails?: ThumbnailStore
}
