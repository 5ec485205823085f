import { type Context, Hono } from 'hono'
import type { ServerBuild } from 'react-router'
import type { Deps } from '#core/deps.ts'
import { jobCounts } from '#core/jobs/read-jobs.ts'
import { databaseFailure } from '#core/storage/database-failure.ts'
import { isStorageUnavailable } from '#core/storage/file-store.ts'
import { WorkAbandonedError } from '#db/abandoned-work.ts'
import type { DatabaseStats } from '#db/client.ts'
import { pingDatabase } from '#db/maintenance.ts'
import { thumbnailStore } from '../media/thumbnail-registry.ts'
import { accountApi } from './api/account.ts'
import { addressesApi } from './api/addresses.ts'
import { adminCatalogApi } from './api/admin-catalog.ts'
import { adminCustomersApi } from './api/admin-customers.ts'
import { adminEInvoiceRoutes } from './api/admin-e-invoices.ts'
import { adminFabricsApi } from './api/admin-fabrics.ts'
import { adminFeedbackApi } from './api/admin-feedback.ts'
import { adminNewsletterApi } from './api/admin-newsletter.ts'
import { adminOrdersApi } from './api/admin-orders.ts'
import { adminStaffApi } from './api/admin-staff.ts'
import { adminTicketsApi } from './api/admin-tickets.ts'
import { adminVouchersApi } from './api/admin-vouchers.ts'
import { cartApi } from './api/cart.ts'
import { catalogApi } from './api/catalog.ts'
import { checkoutApi } from './api/checkout.ts'
import { cookieConsentForm } from './api/cookie-consent.ts'
import { fabricPreviewRoutes } from './api/fabric-preview.ts'
import { feedbackApi } from './api/feedback.ts'
import { loginChallengeApi } from './api/login-challenge.ts'
import { measuresApi } from './api/measures.ts'
import { mediaApi } from './api/media.ts'
import { newsletterApi } from './api/newsletter.ts'
import { ordersApi } from './api/orders.ts'
import { paymentWebhooks } from './api/payment-webhooks.ts'
import { productionSheetRoutes } from './api/production-sheets.ts'
import { publicDataApi } from './api/public-data.ts'
import { serviceApi } from './api/service.ts'
import { sessionApi } from './api/session.ts'
import { shirtApi } from './api/shirt.ts'
import { teamApi } from './api/team.ts'
import { wishlistApi } from './api/wishlist.ts'
import { withdrawalApi } from './api/withdrawal.ts'
import { createMailer } from './email/mailer.ts'
import { healthRoutes, type Readiness } from './health/readiness.ts'
import { BodyTooLargeError, limitBodies, refuseBodiesOnReads } from './http/body-limit.ts'
import { compressAnswers } from './http/compression.ts'
import { requestDeadline } from './http/deadline.ts'
import { ApiError, fail, isStorageFull } from './http/envelope.ts'
import { loggedPath } from './http/logged-path.ts'
import { spoolUploads } from './http/multipart.ts'
import { createPageCache, type PageCache } from './http/page-cache.ts'
import { canonicalRedirect } from './http/redirects.ts'
import { isSecureRequest, requestIdOf } from './http/request-info.ts'
import { sameOriginWrites } from './http/same-origin.ts'
import { securityHeaders } from './http/security.ts'
import { servedHostsOnly } from './http/served-hosts.ts'
import { sessionLoader } from './http/session.ts'
import { staticFiles } from './http/static-files.ts'
import type { AppEnv } from './http/types.ts'
import { pageUploadGate } from './http/upload-gate.ts'
import { withRequestId } from './logger.ts'
import { createMetrics, measureRequests, metricsRoute, type ShopMetrics } from './metrics/metrics.ts'
import { seoFiles } from './seo/files.ts'
import { ssrHandler } from './ssr.ts'

export type AppOptions = {
  deps: Deps
  build: { version: string; builtAt: string; commit?: string }
  getBuild: () => Promise<ServerBuild>
  mode: 'production' | 'development'
  /** Built client assets (build/client); absent in development where Vite serves them. */
  clientDir?: string
  /** Set by the process as its start-up work finishes; absent means nothing to wait for. */
  readiness?: Readiness
  /** The connection pool's state for /metrics (PostgreSQL). */
  databaseStats?: () => DatabaseStats
  /** Pages for visitors without a session; by default one sized by PAGE_CACHE_* (server/http/page-cache.ts). */
  pageCache?: PageCache
}

/** The one Hono app: security, static files, the JSON API and the pages. */
export function createApp(options: AppOptions) {
  const { deps } = options
  deps.mailer ??= createMailer(deps.env, deps.logger)
  deps.thumbnails ??= thumbnailStore(deps.files)
  const app = new Hono<AppEnv>()
  const readiness = options.readiness ?? { mediaWarm: true }
  // Only measured when someone may read it (METRICS_TOKEN, docs/operations.md).
  const metrics: ShopMetrics | null = deps.env.METRICS_TOKEN
    ? createMetrics({
        stats: options.databaseStats,
        probe: () => pingDatabase(deps.db),
        jobs: () => jobCounts(deps),
        build: options.build,
      })
    : null
  if (metrics) {
    deps.counters = metrics
    app.use(measureRequests(metrics))
  }

  app.use(async (c, next) => {
    const requestId = requestIdOf(c, deps.env)
    c.set('deps', deps)
    c.set('requestId', requestId)
    c.set('secure', isSecureRequest(c, deps.env))
    // Set by servedHostsOnly once the Host is known to be the shop's own.
    c.set('origin', '')
    c.set('session', null)
    const started = performance.now()
    // Every log line of the request carries its id (server/logger.ts), and so does every answer:
    // pages, the API, files, errors, 404, 413, 503 alike.
    await withRequestId(requestId, async () => {
      await next()
      stampRequestId(c, requestId)
      deps.logger.info(
        {
          req: { method: c.req.method, path: loggedPath(c.req.path) },
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      )
    })
  })
  // Nothing runs unbounded: past REQUEST_TIMEOUT_MS a 503 goes out and the rest of the work stops.
  app.use(requestDeadline((c) => unavailable(c, 'REQUEST_TIMEOUT')))
  // Started by the worker before server/main.ts listens: a resolved promise from then on. A queue
  // that cannot start is the database's problem, which the route answers in its own words.
  app.use(async (_c, next) => {
    await deps.jobs.ready().catch((error) => deps.logger.warn({ err: error }, 'job queue not started'))
    await next()
  })
  // Before anything that could read a body: none on GET and HEAD, one limit for every other
  // body on every route, and the uploads' temporary files removed once the request is answered.
  app.use(refuseBodiesOnReads())
  app.use(limitBodies())
  app.use(spoolUploads())
  app.use(canonicalRedirect(deps.env))
  app.use(servedHostsOnly(deps.env))
  app.use(compressAnswers())
  app.use(securityHeaders())

  if (options.clientDir) {
    // Hashed file names change with their content: cached for ever.
    app.use('/assets/*', staticFiles(options.clientDir, 'public, max-age=31536000, immutable'))
    app.use('*', staticFiles(options.clientDir, 'public, max-age=3600'))
  }

  app.route(
    '/',
    healthRoutes(readiness, () => pingDatabase(deps.db)),
  )
  if (metrics) app.route('/', metricsRoute(metrics, deps.env.METRICS_TOKEN))
  app.route('/', publicDataApi(options.build))
  app.route('/', seoFiles())
  app.route('/', mediaApi())

  // Before the API's session and same-origin middleware: the provider calls without either.
  app.route('/', paymentWebhooks)

  const api = new Hono<AppEnv>()
  api.use(async (c, next) => {
    // Set before the answer exists, so it goes out with it (a header set afterwards copies the answer).
    c.header('Cache-Control', 'no-store')
    await next()
  })
  api.use(sessionLoader())
  api.use(sameOriginWrites((c) => allowedOrigins(c.get('origin'), deps)))
  api.route('/', sessionApi)
  api.route('/', accountApi)
  api.route('/', loginChallengeApi)
  api.route('/', addressesApi)
  api.route('/', shirtApi)
  api.route('/', catalogApi)
  api.route('/', measuresApi)
  api.route('/', cartApi)
  api.route('/', wishlistApi)
  api.route('/', checkoutApi)
  api.route('/', ordersApi)
  api.route('/', teamApi)
  api.route('/', withdrawalApi)
  api.route('/', feedbackApi)
  api.route('/', newsletterApi)
  api.route('/', serviceApi)
  api.route('/', adminOrdersApi)
  api.route('/', adminStaffApi)
  api.route('/', adminFabricsApi)
  api.route('/', adminTicketsApi)
  api.route('/', adminFeedbackApi)
  api.route('/', adminCustomersApi)
  api.route('/', adminVouchersApi)
  api.route('/', adminNewsletterApi)
  api.route('/', adminCatalogApi)
  api.all('*', (c) => fail(c, 'NOT_FOUND', 'Unknown API endpoint', { reason: 'UNKNOWN_ENDPOINT' }))
  app.route('/api', api)

  app.use(sessionLoader())
  // Form posts to pages are writes too: the same origin check as the API.
  app.use(sameOriginWrites((c) => allowedOrigins(c.get('origin'), deps)))
  app.route('/', cookieConsentForm())
  app.use(pageUploadGate())
  // Before the pages: a request the sheets do not answer falls through to them (and their 404).
  app.route('/', productionSheetRoutes())
  app.route('/', adminEInvoiceRoutes())
  app.route('/', fabricPreviewRoutes())
  const pageCache =
    options.pageCache ??
    createPageCache({
      maxEntries: deps.env.PAGE_CACHE_ENTRIES,
      maxBytes: deps.env.PAGE_CACHE_MB * 1024 * 1024,
      maxAgeMs: deps.env.PAGE_CACHE_MAX_AGE_SECONDS * 1000,
    })
  app.all(
    '*',
    ssrHandler(
      options.getBuild,
      options.mode,
      () => pingDatabase(deps.db),
      pageCache,
      async () => deps.files.check?.(),
    ),
  )

  app.onError((error, c) => {
    if (error instanceof ApiError) return fail(c, error.code, error.message, error.extra)
    // limitBodies() turns this answer into its 413.
    if (error instanceof BodyTooLargeError) return fail(c, 'TOO_LARGE', error.message)
    if (isStorageFull(error)) {
      // Nothing was committed (uploads are stored before their row, all or none): say so plainly.
      deps.logger.error({ err: error }, 'storage full')
      if (new URL(c.req.url).pathname.startsWith('/api/')) {
        return fail(
          c,
          'INSUFFICIENT_STORAGE',
          'The shop has no room to store this right now. Nothing was saved; please try again later.',
          { reason: 'STORAGE_FULL' },
        )
      }
      return c.html(storageFullPage(), 507)
    }
    if (error instanceof WorkAbandonedError) {
      // The request was answered 503 at its deadline; this is where its remaining work stopped.
      deps.logger.warn(
        { req: { method: c.req.method, path: loggedPath(c.req.path) } },
        'work past the deadline stopped',
      )
      return unavailable(c, 'REQUEST_TIMEOUT')
    }
    if (isStorageUnavailable(error)) {
      // The bucket does not answer or refuses the shop's keys: nothing is wrong with the request.
      // The error names the operation and the key, never the S3_* settings.
      deps.logger.warn({ err: error }, 'storage unavailable')
      return unavailable(c, 'STORAGE_UNAVAILABLE')
    }
    const failure = databaseFailure(error)
    if (failure) {
      // PostgreSQL restarting, unreachable or too slow: nothing is wrong with the request, and
      // the pool reconnects by itself once the database answers again (docs/operations.md).
      deps.logger.warn({ err: error }, 'database unavailable')
      return unavailable(c, failure === 'timeout' ? 'DATABASE_TIMEOUT' : 'DATABASE_UNAVAILABLE')
    }
    deps.logger.error({ err: error }, 'unhandled error')
    if (new URL(c.req.url).pathname.startsWith('/api/')) {
      return fail(c, 'INTERNAL', 'An internal error occurred. Please try again later.', {
        reason: 'INTERNAL',
      })
    }
    return c.html(internalErrorPage(), 500)
  })
  return app
}

/** Puts the request's id on its answer, whichever part of the app made it. */
function stampRequestId(c: Context, requestId: string) {
  if (c.res.headers.get('x-request-id') === requestId) return
  try {
    c.res.headers.set('X-Request-Id', requestId)
  } catch {
    // The headers of a fetched answer cannot change: a copy can.
    c.res = new Response(c.res.body, c.res)
    c.res.headers.set('X-Request-Id', requestId)
  }
}

/** Origins whose pages may write: this request's own (a served host), PUBLIC_ORIGIN and the language hosts. */
function allowedOrigins(origin: string, deps: Deps): string[] {
  const list = [origin]
  if (deps.env.PUBLIC_ORIGIN) list.push(deps.env.PUBLIC_ORIGIN)
  for (const host of deps.env.HOST_LANGUAGES.keys()) list.push(`https://${host}`)
  return list
}

/** The server's disk (or database) is full: nothing was saved. */
function storageFullPage() {
  return '<!doctype html><html lang="de"><head><meta charset="utf-8"><title>507 Insufficient Storage</title></head><body><h1>507</h1><p>Der Speicher des Shops ist gerade voll; nichts wurde gespeichert. Bitte versuchen Sie es später noch einmal.</p><p>The shop\'s storage is full right now; nothing was saved. Please try again later.</p></body></html>'
}

/**
 * Nothing is wrong with the request, the shop cannot answer it right now: 503 with Retry-After,
 * the API's envelope with its reason, or the 503 page.
 */
function unavailable(
  c: Context<AppEnv>,
  reason: 'DATABASE_TIMEOUT' | 'DATABASE_UNAVAILABLE' | 'REQUEST_TIMEOUT' | 'STORAGE_UNAVAILABLE',
) {
  c.header('Retry-After', String(databaseRetryAfterSeconds))
  c.header('Cache-Control', 'no-store')
  if (new URL(c.req.url).pathname.startsWith('/api/')) {
    return fail(
      c,
      'UNAVAILABLE',
      reason === 'REQUEST_TIMEOUT'
        ? 'The shop could not answer in time. Please try again in a moment.'
        : reason === 'STORAGE_UNAVAILABLE'
          ? 'The shop cannot reach its file storage right now. Nothing was saved; please try again in a moment.'
          : 'The shop cannot reach its database right now. Please try again in a moment.',
      { reason },
    )
  }
  return c.html(unavailablePage(), 503)
}

/** Seconds a client is asked to wait when the database does not answer (503). */
export const databaseRetryAfterSeconds = 5

/** The database does not answer for a moment: a 503 page, no details, no scripts. */
export function unavailablePage() {
  return '<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>503 Service Unavailable</title></head><body><h1>503</h1><p>Der Shop ist gerade kurz nicht erreichbar. Bitte versuchen Sie es in einem Moment noch einmal.</p><p>The shop is unavailable for a moment. Please try again shortly.</p></body></html>'
}

/** Last-resort page when rendering itself failed: no details, no scripts. */
function internalErrorPage() {
  return '<!doctype html><html lang="de"><head><meta charset="utf-8"><title>500 Internal Server Error</title></head><body><h1>500</h1><p>Internal Server Error</p></body></html>'
}
