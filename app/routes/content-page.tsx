import { loadContent } from '../content/content.server.ts'
import { priceFill } from '../content/price-fill.server.ts'
import { shopContext } from '../context.ts'
import { pageNotFound, requestLocale } from '../lib/page.server.ts'
import { routeMeta } from '../lib/seo.ts'
import type { Route } from './+types/content-page'

/** Every editorial page (legal, guides, collars, FAQ, manuals): Markdown of content/{locale}/. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, path } = requestLocale(request)
  const doc = await loadContent(locale, path.replace(/^\//, '').replace(/\/$/, ''))
  if (!doc) pageNotFound(request)
  // The package price is data (/admin/prices): the texts quote it as {{package7.*}}.
  const fill = await priceFill(context.get(shopContext).deps.db, locale)
  return {
    meta: {
      title: fill(doc.title),
      description: fill(doc.description),
      keywords: doc.keywords,
      brandSuffix: false,
    },
    heading: fill(doc.heading ?? doc.title),
    html: fill(doc.html),
  }
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
