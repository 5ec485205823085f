import { Hono } from 'hono'
import { localizePath } from '#config/locale-path.ts'
import { locales } from '#config/locales.ts'
import { pages } from '#config/pages.ts'
import type { AppEnv } from '../http/types.ts'

/** Paths of sitemap.xml: every public page without parameters, in all four languages. */
export function sitemapPaths(): string[] {
  return pages
    .filter((page) => page.sitemap && !page.path.includes(':'))
    .flatMap((page) => locales.map((locale) => localizePath(`/${page.path}`, locale)))
}

function escapeXml(value: string) {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** /robots.txt and /sitemap.xml beside the /sitemap page. */
export function seoFiles() {
  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      const origin = c.get('origin')
      const disallow = ['/api/', '/dashboard', '/service', '/elements', '/checkout', '/cart']
      const lines = [
        'User-agent: *',
        ...disallow.flatMap((path) => locales.map((locale) => `Disallow: ${localizePath(path, locale)}`)),
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ]
      c.header('Cache-Control', 'public, max-age=3600')
      return c.text([...new Set(lines)].join('\n'))
    })
    .get('/sitemap.xml', (c) => {
      const origin = c.get('origin')
      const urls = sitemapPaths()
        .map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`)
        .join('\n')
      c.header('Cache-Control', 'public, max-age=3600')
      return c.body(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
        200,
        { 'Content-Type': 'application/xml; charset=utf-8' },
      )
    })
}
