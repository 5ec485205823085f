import { pageUrl, splitLocale } from '#config/locale-path.ts'
import { adminPages, type PageDef, pages } from '#config/pages.ts'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The back office's pages count as staff pages (personal: never stored). */
const backOffice: PageDef[] = adminPages.map((page) => ({
  ...page,
  layout: 'default',
  sitemap: false,
  auth: 'staff',
}))

/** A page's path pattern ('team/einladung/:token') as a regular expression for a path without locale. */
export function pathPattern(path: string): RegExp {
  return new RegExp(
    `^/${path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
      .join('/')}/?$`,
  )
}

const matchers = [...pages, ...backOffice].map((page) => ({ page, pattern: pathPattern(page.path) }))

/** The page of config/pages.ts that serves a path in any language ('/en/cart' → cart), or null. */
export function pageOfPath(pathname: string): PageDef | null {
  const { path } = splitLocale(pathname)
  return matchers.find((matcher) => matcher.pattern.test(path))?.page ?? null
}

/** A page that shows the visitor's own data: marked `personal`, or behind a login. */
export function isPersonalPage(page: PageDef): boolean {
  return page.personal === true || page.auth === 'customer' || page.auth === 'staff'
}

/**
 * The one caching rule for pages (and their `.data` loader answers): `no-store` when the page is
 * personal, or when the request belongs to a logged-in customer (the header then shows who is
 * logged in). Only a public page rendered for a visitor without a customer may be stored, which is
 * what a page cache for anonymous visitors can rely on.
 */
export function pageMustNotBeStored(input: { request: Request; loggedIn: boolean }): boolean {
  if (input.loggedIn) return true
  const page = pageOfPath(pageUrl(input.request).pathname)
  return page !== null && isPersonalPage(page)
}
