import { Link } from 'react-router'
import { searchShop } from '#core/search/search.ts'
import { PageIntro } from '../components/page-intro.tsx'
import { SearchForm } from '../components/search-form.tsx'
import { SearchResults } from '../components/search-results.tsx'
import { searchContent } from '../content/search-content.server.ts'
import { shopContext } from '../context.ts'
import { useTranslation } from '../i18n/react.tsx'
import { messagesMeta, requestLocale } from '../lib/page.server.ts'
import { routeMeta } from '../lib/seo.ts'
import { useLocalePath } from '../lib/use-locale.ts'
import type { Route } from './+types/search'

/** /suche?q=…: the shop search as a plain GET form; results in the page's language (decision 026). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { deps } = context.get(shopContext)
  const { locale } = requestLocale(request)
  const typed = new URL(request.url).searchParams.get('q') ?? ''
  const outcome = await searchShop(deps, { query: typed, locale }, await searchContent())
  return {
    meta: messagesMeta(request, 'search'),
    typed: typed.slice(0, 100),
    query: outcome.query,
    total: outcome.total,
    groups: outcome.groups,
  }
}

export const meta = routeMeta

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const { typed, query, total, groups } = loaderData
  return (
    <div className="max-w-4xl">
      <PageIntro title={t('pages.search.title')} lead={t('search.lead')} />
      <SearchForm defaultValue={typed} autoFocus={query === ''} />
      {query === '' ? null : total === 0 ? (
        <div className="mt-8" role="status">
          <p>{t('search.none', { query })}</p>
          <p className="mt-3">
            <Link to={to('/stoffe')}>{t('search.browseFabrics')}</Link>
          </p>
        </div>
      ) : (
        <>
          <p className="mt-6 text-ink-soft" role="status">
            {t('search.results', { count: total, query })}
          </p>
          <SearchResults groups={groups} />
        </>
      )}
    </div>
  )
}
