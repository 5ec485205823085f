import { breadcrumbData, faqData, faqEntriesFromHtml, homeStep } from '#core/seo/structured-data.ts'
import { loadContent, loadTitles } from '../content/content.server.ts'
import { priceFill } from '../content/price-fill.server.ts'
import { shopContext } from '../context.ts'
import { pageNotFound, requestLocale } from '../lib/page.server.ts'
import { routeMeta } from '../lib/seo.ts'
import { structuredDataPlace } from '../lib/structured-data.server.ts'
import type { Route } from './+types/content-page'

/** Every editorial page (legal, guides, collars, FAQ, manuals): Markdown of content/{locale}/. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, path } = requestLocale(request)
  const slug = path.replace(/^\//, '').replace(/\/$/, '')
  const doc = await loadContent(locale, slug)
  if (!doc) pageNotFound(request)
  // The package price is data (/admin/prices): the texts quote it as {{package7.*}}.
  const fill = await priceFill(context.get(shopContext).deps.db, locale)
  const heading = fill(doc.heading ?? doc.title)
  const html = fill(doc.html)
  const place = structuredDataPlace(request, context)
  // The page's place in the navigation: the documents above it ('faq' above 'faq/bestellung'), each
  // by the heading its own page and the side navigation show.
  const parents = await loadTitles(locale, parentSlugs(slug))
  const trail = [
    homeStep,
    ...parents.map((parent) => ({ name: fill(parent.title), path: parent.path })),
    { name: heading, path: `/${slug}` },
  ]
  const questions = slug === 'faq' || slug.startsWith('faq/') ? faqEntriesFromHtml(place.origin, html) : []
  return {
    meta: {
      title: fill(doc.title),
      description: fill(doc.description),
      keywords: doc.keywords,
      brandSuffix: false,
    },
    heading,
    html,
    structuredData: [breadcrumbData(place, trail), ...(questions.length ? [faqData(place, questions)] : [])],
  }
}

/** 'a/b/c' → ['a', 'a/b']. */
function parentSlugs(slug: string): string[] {
  const segments = slug.split('/')
  return segments.slice(1).map((_, index) => segments.slice(0, index + 1).join('/'))
}

export const meta = routeMeta

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return (
    <article>
      <h1 className="mb-6 max-w-3xl text-[2.1rem] sm:text-5xl">{loaderData.heading}</h1>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own Markdown, rendered without raw HTML */}
      <div className="prose-shop" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
    </article>
  )
}
