import { NavLink } from 'react-router'
import { shopCategories } from '#config/shop.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { useLocale, useLocalePath } from '../../lib/use-locale.ts'

/** The five categories as a row of links; the current one is marked for eyes and screen readers. */
export function CategoryLinks() {
  const { t } = useTranslation()
  const to = useLocalePath()
  const locale = useLocale()
  return (
    <nav aria-label={t('nav.shop')} className="mb-10">
      <ul className="flex flex-wrap gap-2">
        {shopCategories.map((category) => (
          <li key={category.slug}>
            <NavLink
              to={to(`/shop/${category.slug}`)}
              className="inline-flex min-h-11 items-center rounded-full border border-chalk px-4 text-sm no-underline hover:border-ink aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-paper"
            >
              {category.name[locale]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
