import type { Locale } from '#config/locales.ts'
import { pageNotFound } from '../lib/page.server.ts'
import { loadContent } from './content.server.ts'

/**
 * A page whose Markdown (content/{locale}/{slug}.md) sits around a form (/7er, /geschenkgutscheine):
 * its metadata, heading, the opening paragraphs before the first second-level heading, and the rest.
 */
export async function loadTextAround(request: Request, locale: Locale, slug: string) {
  const doc = await loadContent(locale, slug)
  if (!doc) pageNotFound(request)
  const cut = doc.html.indexOf('<h2')
  return {
    meta: { title: doc.title, description: doc.description, keywords: doc.keywords, brandSuffix: false },
    heading: doc.heading ?? doc.title,
    intro: cut > 0 ? doc.html.slice(0, cut) : '',
    body: cut > 0 ? doc.html.slice(cut) : doc.html,
  }
}
