import { useEffect, useState } from 'react'
import {
  data as answer,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router'
import { consentAssets } from '#config/consent.ts'
import { isAdminPath, languageRedirectTarget, pageUrl, splitLocale } from '#config/locale-path.ts'
import { isLocale, languageCookie, serializeLanguageCookie } from '#config/locales.ts'
import { bannerPaintedByServer } from '#core/consent/banner.ts'
import { sameHostPath } from '#core/navigation/safe-navigation.ts'
import { readCookie } from '#core/sessions/cookie.ts'
import type { Route } from './+types/root'
import { adminLocale } from './admin/locale.ts'
import { ClientStartup } from './components/client-startup.tsx'
import { ConsentManager } from './components/consent/consent-manager.tsx'
import { ConsentStandIn } from './components/consent/consent-stand-in.tsx'
import { ErrorPage } from './components/error-page.tsx'
import { LiveRegions } from './components/live-region.tsx'
import { StructuredDataScripts } from './components/structured-data.tsx'
import { shopContext } from './context.ts'
import { loadRouteTexts } from './i18n/client-texts.ts'
import { messagesUrl } from './i18n/i18n.ts'
import { useTranslation } from './i18n/react.tsx'
import { pageTextFiles } from './i18n/route-texts.server.ts'
import { useNonce } from './lib/nonce.tsx'
import { sessionGate } from './lib/session-gate.ts'
import { useRouteFocus } from './lib/use-route-focus.ts'
import { reportAppError } from './state/app-errors.ts'
import { useAuthAfterSubmit } from './state/auth-after-submit.ts'
import appCss from './styles/app.css?url'
import frauncesLatin from './styles/fonts/fraunces-latin.woff2?url'
import interLatin from './styles/fonts/inter-latin.woff2?url'

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/icon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/site.webmanifest' },
]

/**
 * Navigations and form posts wait for the page's start-up session, as http.ts calls do, and for
 * the texts of the route they go to (decision 025), so that no page renders its keys.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ url, pattern }, next) => {
    await Promise.all([sessionGate(), loadRouteTexts(url.pathname, pattern).catch(reportTextsError)])
    return next()
  },
]

function reportTextsError(error: unknown) {
  reportAppError(error, 'i18n')
}

/**
 * Input the server refused before the routes ran (server/http/page-input.ts): the error page in
 * the visitor's language, for a page and for its `.data` alike, and no loader or action runs.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }, next) => {
    const refused = context.get(shopContext).refusedInput
    if (refused) throw answer({ kind: 'input' }, { status: refused.status })
    return next()
  },
]

export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  const shop = context.get(shopContext)
  const url = pageUrl(request)
  const chosen = url.searchParams.get('lang')
  if (isLocale(chosen)) {
    // The language switcher's link: remember the choice (cookie, 365 days) and show the clean URL.
    url.searchParams.delete('lang')
    throw redirect(sameHostPath(url.pathname) + url.search, {
      headers: {
        'Set-Cookie': serializeLanguageCookie(chosen, shop.secure),
      },
    })
  }
  const storedLocale = readCookie(request.headers.get('cookie'), languageCookie.name)
  const target = languageRedirectTarget({
    pathname: url.pathname,
    search: url.search,
    storedLocale,
    hostLocale: shop.hostLocale,
  })
  if (target) throw redirect(target)
  const locale = isAdminPath(url.pathname) ? adminLocale(request) : splitLocale(url.pathname).locale
  // Nothing of the session: the page cache hands this page to other visitors. The header learns the
  // login state and the cart count after load (components/client-startup.tsx).
  return {
    locale,
    origin: shop.origin,
    isBot: shop.isBot,
    // The banner as server HTML (consent-stand-in.tsx) for a visitor who has not decided yet.
    consentStandIn: bannerPaintedByServer({
      isBot: shop.isBot,
      cookieHeader: request.headers.get('cookie'),
      search: url.search,
    }),
    pagePath: url.pathname + url.search,
    // The language cookie is HttpOnly: the start-up's redirect learns from here that it was set.
    languageChosen: isLocale(storedLocale),
    turnstileSiteKey: shop.deps.env.TURNSTILE_SITE_KEY ?? null,
    // The texts this page's browser code uses (decision 025); null without a build's table.
    texts: pageTextFiles(locale, pattern),
  }
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const location = useLocation()
  const locale = data?.locale ?? splitLocale(location.pathname).locale
  const nonce = useNonce()
  // The document's own texts: a later navigation loads its route's in the client middleware, and
  // a new preload link here would only fetch them a second time.
  const [textUrls] = useState(() => data?.texts?.urls ?? [messagesUrl(locale)])
  return (
    // data-consent-banner tells entry.client.tsx to start the banner; crawlers and error pages go
    // without. (data-consent is the banner's status, set by consent-store.ts.)
    <html
      lang={locale}
      dir="ltr"
      data-consent-banner={data && !data.isBot ? 'on' : undefined}
      data-texts={data?.texts?.version}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d2433" />
        {/* With a precedence React puts the stylesheet first in <head>, ahead of the ~40 module
            preloads that would otherwise hold up this render-blocking request. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        {/* The library's stylesheet draws the server's banner (consent-stand-in.tsx) in the first paint. */}
        {data?.consentStandIn ? (
          <link rel="stylesheet" href={consentAssets.styles[0]} precedence="default" />
        ) : null}
        {/* The texts of this route only (decision 025); without a build's table the whole file. */}
        {textUrls.map((href) => (
          <link key={href} rel="preload" href={href} as="fetch" crossOrigin="anonymous" data-texts="" />
        ))}
        {/* Every first screen draws Inter (text) and Fraunces (logo, headings): fetched beside
            the stylesheet instead of after it has been parsed. */}
        <link rel="preload" href={interLatin} as="font" type="font/woff2" crossOrigin="anonymous" />
        <link rel="preload" href={frauncesLatin} as="font" type="font/woff2" crossOrigin="anonymous" />
        <Meta />
        <Links />
        <StructuredDataScripts />
      </head>
      <body>
        <LiveRegions />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { i18n } = useTranslation()
  // Login, logout or an account deletion through a page action: the header asks the session again.
  useAuthAfterSubmit()
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  useRouteFocus()
  // A navigation across languages (back from /en/... to /...) swaps the interface texts; the client
  // middleware has loaded them before this render.
  useEffect(() => {
    if (i18n.language !== loaderData.locale) i18n.changeLanguage(loaderData.locale)
  }, [i18n, loaderData.locale])
  return (
    <>
      <ClientStartup locale={loaderData.locale} languageChosen={loaderData.languageChosen} />
      <ConsentManager isBot={loaderData.isBot} />
      <Outlet />
      {loaderData.consentStandIn ? (
        <ConsentStandIn locale={loaderData.locale} back={loaderData.pagePath} />
      ) : null}
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root')
  const location = useLocation()
  const locale = data?.locale ?? splitLocale(location.pathname).locale
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    if (!isRouteErrorResponse(error)) reportAppError(error, 'route')
  }, [error])
  const status = isRouteErrorResponse(error) ? error.status : 500
  const payload = isRouteErrorResponse(error)
    ? (error.data as { kind?: string; path?: string; bot?: boolean } | null)
    : null
  return (
    <ErrorPage
      status={status}
      kind={
        payload?.kind === 'validation' || payload?.kind === 'input'
          ? payload.kind
          : status === 404
            ? 'unmatched'
            : 'fault'
      }
      path={payload?.path ?? location.pathname}
      locale={locale}
      hideDetails={data?.isBot ?? payload?.bot === true}
    />
  )
}
