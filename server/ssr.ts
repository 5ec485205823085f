import { isbot } from 'isbot'
import type { RouterContext } from 'react-router'
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router'
import type { ShopContext } from '#app/context.ts'
import { getCatalog } from '#core/catalog/catalog-cache.ts'
import { effectiveCountry } from '#core/sessions/rules.ts'
import { databaseFailure } from '#core/storage/database-failure.ts'
import { pageMustNotBeStored } from './http/cache-policy.ts'
import {
  answerFromStore,
  guestPageKey,
  isStorableAnswer,
  type PageCache,
  pageRequestForCache,
} from './http/page-cache.ts'
import { acceptPageRequest } from './http/page-input.ts'
import { clientAddress, requestHost } from './http/request-info.ts'
import type { AppContext } from './http/types.ts'

type BuildWithContext = ServerBuild & { entry: { module: { shopContext?: RouterContext<ShopContext> } } }

/**
 * Serves every page through React Router. The context key comes from the build itself, so the
 * bundled app and this unbundled server agree on its identity.
 */
export function ssrHandler(
  getBuild: () => Promise<ServerBuild>,
  mode: 'production' | 'development',
  probeDatabase?: () => Promise<void>,
  pageCache?: PageCache,
  probeStorage?: () => Promise<void>,
) {
  let cached: { build: ServerBuild; handle: ReturnType<typeof createRequestHandler> } | null = null
  // Pages of a development build change under the server's feet: only a production build is cached.
  const pages = mode === 'production' && pageCache?.enabled ? pageCache : null
  return async (c: AppContext) => {
    // Before the page cache: a refused request is never looked up or stored.
    const input = await acceptPageRequest(c.req.raw, c.get('spool'))
    const build = (await getBuild()) as BuildWithContext
    if (cached?.build !== build) {
      cached = { build, handle: createRequestHandler(build, mode) }
      pages?.clear()
    }
    const key = build.entry.module.shopContext
    if (!key) throw new Error('entry.server must export shopContext')
    const deps = c.get('deps')
    const hostLocale = deps.env.HOST_LANGUAGES.get(requestHost(c, deps.env)) ?? null
    const isBot = isbot(c.req.header('user-agent') ?? '')
    const session = c.get('session')
    const deliveryCountry = effectiveCountry(session?.session ?? null)
    const cacheKey = pages
      ? guestPageKey({
          request: input.request,
          hasSession: session !== null,
          deliveryCountryId: deliveryCountry.countryID,
          origin: c.get('origin'),
          hostLocale,
          isBot,
        })
      : null
    // A catalog change (any instance's, db/notifications.ts) replaces the snapshot: its pages go
    // with it. Without a catalog (the database away) the page is rendered as if uncached.
    const generation = cacheKey ? await getCatalog(deps.db).then(catalogGeneration, () => null) : null
    const cacheable =
      pages && input.ok && cacheKey && generation !== null ? { pages, key: cacheKey, generation } : null
    const stored = cacheable ? cacheable.pages.lookup(cacheable.key, cacheable.generation) : null
    if (stored) return withCachePolicy(c, answerFromStore(stored, c.get('nonce')))
    const context = new RouterContextProvider()
    context.set(key, {
      deps,
      nonce: c.get('nonce'),
      // A page the cache keeps is handed to other visitors: it is rendered as for a new visitor of
      // this delivery country, so that nothing of the session can end up in it, whatever a loader reads.
      session: cacheable ? null : session,
      deliveryCountry,
      origin: c.get('origin'),
      secure: c.get('secure'),
      clientAddress: clientAddress(c, deps.env),
      hostLocale,
      isBot,
      countOrder: (paymentMethod) => c.get('metrics')?.orderPlaced(paymentMethod),
      requestId: c.get('requestId'),
      refusedInput: input.ok ? null : input.refusal,
    })
    const response = await cached.handle(
      cacheable ? pageRequestForCache(input.request) : input.request,
      context,
    )
    // React Router renders a failed loader as its 500 page and keeps the error. A page that failed
    // while the database (or the S3 bucket) does not answer is no fault of the page: asked once
    // more, it tells, and the visitor gets the 503 with Retry-After of server/app.ts instead.
    if (
      response.status === 500 &&
      probeDatabase &&
      response.headers.get('content-type')?.startsWith('text/html')
    ) {
      const failure = await probeDatabase().then(
        () => null,
        (error: unknown) => (databaseFailure(error) ? error : null),
      )
      if (failure) throw failure
      // The same for the bucket: a page that needed a file while the bucket fails gets the 503.
      if (probeStorage) await probeStorage()
    }
    if (cacheable && isStorableAnswer(response)) {
      const html = await response.text()
      const page = cacheable.pages.store(cacheable.key, cacheable.generation, {
        status: response.status,
        headers: response.headers,
        html,
        nonce: c.get('nonce'),
      })
      return withCachePolicy(c, answerFromStore(page, c.get('nonce')))
    }
    return withCachePolicy(c, response)
  }
}

/** Personal pages and every page of a logged-in customer say `no-store` (server/http/cache-policy.ts). */
function withCachePolicy(c: AppContext, response: Response): Response {
  if (!pageMustNotBeStored({ request: c.req.raw, loggedIn: Boolean(c.get('session')?.customer) })) {
    return response
  }
  const headers = new Headers(response.headers)
  headers.set('Cache-Control', 'no-store')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/** A number per catalog snapshot: a page is good only as long as the snapshot it was rendered from. */
const generations = new WeakMap<object, number>()
let lastGeneration = 0
function catalogGeneration(snapshot: object): number {
  let generation = generations.get(snapshot)
  if (generation === undefined) {
    generation = ++lastGeneration
    generations.set(snapshot, generation)
  }
  return generation
}
