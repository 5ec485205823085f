import { Link } from 'react-router'
import type { SearchGroup } from '#core/search/ranking.ts'
import { useTranslation } from '../i18n/react.tsx'

/** The search's results in their groups: fabrics, accessories, guide pages, collars and cuffs. */
export function SearchResults({ groups }: { groups: readonly SearchGroup[] }) {
  const { t } = useTranslation()
  return (
    <div className="mt-6 grid gap-8">
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`search-group-${group.kind}`}>
          <h2 id={`search-group-${group.kind}`} className="mb-3 font-serif text-xl">
            {t(`search.groups.${group.kind}`)}
          </h2>
          <ul className="grid gap-3">
            {group.hits.map((hit) => (
              <li key={hit.ref} className="border-t border-chalk pt-3">
                <Link to={hit.href} className="font-medium">
                  {hit.title}
                </Link>
                {hit.summary ? <p className="mt-1 text-sm text-ink-soft">{hit.summary}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
