import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import type { RenderToPipeableStreamOptions } from 'react-dom/server'
import { renderToPipeableStream } from 'react-dom/server'
import {
  type EntryContext,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from 'react-router'
import { isAdminPath, pageUrl, splitLocale } from '#config/locale-path.ts'
import { prepareSearchIndex } from '#core/search/search.ts'
import { databaseFailure } from '#core/storage/database-failure.ts'
import { isStorageUnavailable } from '#core/storage/file-store.ts'
import { adminLocale } from './admin/locale.ts'
import { searchContent } from './content/search-content.server.ts'
import { shopContext } from './context.ts'
import { I18nProvider } from './i18n/react.tsx'
import { serverI18n } from './i18n/server.ts'
import { NonceProvider } from './lib/nonce.tsx'
import { scriptsAfterPaintStream } from './lib/scripts-after-paint.server.ts'

/** Re-exported so the unbundled server sets the context with the bundle's own key. */
export { shopContext }

export const streamTimeout = 5_000

/**
 * The search index brought up to date at start, in the background (server/search-warmup.ts): the
 * guide pages it indexes are read here, where the content lives (decision 026).
 */
export async function prepareSearch(db: Parameters<typeof prepareSearchIndex>[0]): Promise<void> {
  await prepareSearchIndex(db, await searchContent())
}

/**
 * A failed loader, action or render, logged as every server error is: through the shop's logger,
 * whose serializer keeps a failed query's SQL but not its parameters, with the request's id and
 * never its address or query string. Not logged: a body over the server's limit (the server
 * answers 413 itself, server/http/body-limit.ts) and the database or the S3 bucket away (503,
 * server/ssr.ts).
 */
export function handleError(
  error: unknown,
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
) {
  if (request.signal.aborted) return
  if (error instanceof Error && error.name === 'BodyTooLargeError') return
  if (databaseFailure(error) || isStorageUnavailable(error)) return
  logPageError(context, isRouteErrorResponse(error) && 'error' in error && error.error ? error.error : error)
}

function logPageError(context: Readonly<RouterContextProvider>, error: unknown) {
  const shop = context.get(shopContext)
  shop.deps.logger.error({ err: error, req: { id: shop.requestId } }, 'page error')
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const { nonce } = loadContext.get(shopContext)
  const path = pageUrl(request).pathname
  const locale = isAdminPath(path) ? adminLocale(request) : splitLocale(path).locale
  const i18n = serverI18n(locale)

  return new Promise((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Bots get the whole page at once (no streaming placeholders).
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nProvider i18n={i18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          pipe(body)
          resolve(
            new Response(createReadableStreamFromReadable(body.pipe(scriptsAfterPaintStream())), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) logPageError(loadContext, error)
        },
      },
    )
  })
}
