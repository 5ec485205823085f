import { Link } from 'react-router'
import { formatLocale } from '#config/locales.ts'
import { loadContent } from '../../content/content.server.ts'
import { priceFill } from '../../content/price-fill.server.ts'
import { shopContext } from '../../context.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { pageNotFound, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { navBreadcrumb } from '../../lib/structured-data.server.ts'
import { useLocale, useLocalePath } from '../../lib/use-locale.ts'
import type { Route } from './+types/news-article'

/** /news/{id}: one article; unknown ids are a validation 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { locale, t } = requestLocale(request)
  const doc = /^[a-z0-9-]+$/.test(params.id) ? await loadContent(locale, `news/${params.id}`) : null
  if (!doc) pageNotFound(request)
  const fill = await priceFill(context.get(shopContext).deps.db, locale)
  return {
    meta: {
      title: fill(doc.title),
      description: fill(doc.description),
      keywords: doc.keywords,
      brandSuffix: false,
    },
    title: fill(doc.heading ?? doc.title),
    date: doc.date ?? '',
    html: fill(doc.html),
    structuredData: [
      navBreadcrumb(request, context, [
        { name: t('nav.news'), path: '/news' },
        { name: fill(doc.heading ?? doc.title), path: `/news/${params.id}` },
      ]),
    ],
  }
}

export const meta = routeMeta

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const locale = useLocale()
  return (
    <article>
      <p className="mb-3 text-sm">
        <Link to={to('/news')} className="link">
          {t('pages.news.title')}
        </Link>
      </p>
      {loaderData.date ? (
        <p className="text-sm text-ink-soft">
          <time dateTime={loaderData.date}>
            {new Intl.DateTimeFormat(formatLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
              new Date(loaderData.date),
            )}
          </time>
        </p>
      ) : null}
      <h1 className="mt-1 mb-6 max-w-3xl text-[2.1rem] sm:text-5xl">{loaderData.title}</h1>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own Markdown, rendered without raw HTML */}
      <div className="prose-shop" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
    </article>
  )
}
