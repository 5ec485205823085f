import type { Locale } from '#config/locales.ts'
import { pageNotFound } from '../lib/page.server.ts'
import { loadContent } from './content.server.ts'

/**
 * `fill` puts today's figures into the text (/7er: fillPackagePrices).
 * A page whose Markdown (content/{locale}/{slug}.md) sits around a form (/7er, /geschenkgutscheine):
 * its metadata, heading, the opening paragraphs before the first second-level heading, and the rest.
 */
export async function loadTextAround(
  request: Request,
  locale: Locale,
  slug: string,
  fill: (text: string) => string = (text) => text,
) {
  const doc = await loadContent(locale, slug)
  if (!doc) pageNotFound(request)
  const html = fill(doc.html)
  const cut = html.indexOf('<h2')
  return {
    meta: {
      title: fill(doc.title),
      description: fill(doc.description),
      keywords: doc.keywords,
      brandSuffix: false,
    },
    heading: fill(doc.heading ?? doc.title),
    intro: cut > 0 ? html.slice(0, cut) : '',
    body: cut > 0 ? html.slice(cut) : html,
  }
}
