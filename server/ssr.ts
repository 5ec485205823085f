import { isbot } from 'isbot'
import type { RouterContext } from 'react-router'
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router'
import type { ShopContext } from '#app/context.ts'
import { databaseFailure } from '#core/storage/database-failure.ts'
import { pageMustNotBeStored } from './http/cache-policy.ts'
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
) {
  let cached: { build: ServerBuild; handle: ReturnType<typeof createRequestHandler> } | null = null
  return async (c: AppContext) => {
    const build = (await getBuild()) as BuildWithContext
    if (cached?.build !== build) cached = { build, handle: createRequestHandler(build, mode) }
    const key = build.entry.module.shopContext
    if (!key) throw new Error('entry.server must export shopContext')
    const deps = c.get('deps')
    const context = new RouterContextProvider()
    context.set(key, {
      deps,
      nonce: c.get('nonce'),
      session: c.get('session'),
      origin: c.get('origin'),
      secure: c.get('secure'),
      clientAddress: clientAddress(c, deps.env),
      hostLocale: deps.env.HOST_LANGUAGES.get(requestHost(c, deps.env)) ?? null,
      isBot: isbot(c.req.header('user-agent') ?? ''),
      countOrder: (paymentMethod) => c.get('metrics')?.orderPlaced(paymentMethod),
    })
    const response = await cached.handle(c.req.raw, context)
    // React Router renders a failed loader as its 500 page and keeps the error. A page that failed
    // while the database does not answer is no fault of the page: asked once more, the database
    // tells, and the visitor gets the 503 with Retry-After of server/app.ts instead.
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
    }
    if (!pageMustNotBeStored({ request: c.req.raw, loggedIn: Boolean(c.get('session')?.customer) })) {
      return response
    }
    // Personal pages and every page of a logged-in customer (server/http/cache-policy.ts).
    const headers = new Headers(response.headers)
    headers.set('Cache-Control', 'no-store')
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
