import type { Context } from 'hono'
import type { Locale } from '#config/locales.ts'
import type { Deps } from '#core/deps.ts'
import type { LoadedSession } from '#core/sessions/use-cases.ts'
import type { ShopMetrics } from '../metrics/metrics.ts'
import type { UploadSpool } from './multipart.ts'

export type AppEnv = {
  Variables: {
    deps: Deps
    nonce: string
    requestId: string
    /** True when the visitor reached the shop over HTTPS (directly or through a trusted proxy). */
    secure: boolean
    /** The shop's own origin for this request, e.g. https://nadel-und-faden.de. */
    origin: string
    session: LoadedSession | null
    /** Set when a file of the client build answered (the route label `static` in /metrics). */
    staticFile?: boolean
    /** Where this request's uploaded files wait on disk; removed with the request (multipart.ts). */
    spool: UploadSpool
    /** The app's metrics when METRICS_TOKEN is set (server/metrics). */
    metrics?: ShopMetrics
  }
}

export type AppContext = Context<AppEnv>
export type { Locale }
