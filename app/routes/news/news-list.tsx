import { Link } from 'react-router'
import { formatLocale } from '#config/locales.ts'
import { PageIntro } from '../../components/page-intro.tsx'
import { listNews } from '../../content/content.server.ts'
import { priceFill } from '../../content/price-fill.server.ts'
import { shopContext } from '../../context.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { navBreadcrumb } from '../../lib/structured-data.server.ts'
import { useLocale, useLocalePath } from '../../lib/use-locale.ts'
import type { Route } from './+types/news-list'

/** /news: articles newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, t } = requestLocale(request)
  const fill = await priceFill(context.get(shopContext).deps.db, locale)
  const articles = (await listNews(locale)).map((article) => ({
    ...article,
    title: fill(article.title),
    description: fill(article.description),
  }))
  return {
    meta: messagesMeta(request, 'news'),
    articles,
    structuredData: [navBreadcrumb(request, context, [{ name: t('nav.news'), path: '/news' }])],
  }
}

export const meta = routeMeta

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const locale = useLocale()
  const format = new Intl.DateTimeFormat(formatLocale(locale), { dateStyle: 'long', timeZone: 'UTC' })
  return (
    <div>
      <PageIntro title={t('pages.news.title')} lead={t('pages.news.lead')} />
      <ul className="divide-y divide-chalk border-y border-chalk">
        {loaderData.articles.map((article) => (
          <li key={article.id} className="py-6">
            <article>
              <p className="text-sm text-ink-soft">
                <time dateTime={article.date}>{format.format(new Date(article.date))}</time>
              </p>
              <h2 className="mt-1 text-2xl">
                <Link to={to(`/news/${article.id}`)} className="no-underline hover:underline">
                  {article.title}
                </Link>
              </h2>
              <p className="mt-2 max-w-3xl text-ink-soft">{article.description}</p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  )
}
