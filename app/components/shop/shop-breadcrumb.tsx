import { Link } from 'react-router'
import { useTranslation } from '../../i18n/react.tsx'
import { useLocalePath } from '../../lib/use-locale.ts'

/**
 * Accessoires › category › product: the way back up, the current page last and unlinked. The
 * loader's trail is the one its BreadcrumbList JSON-LD carries (core/seo/structured-data.ts).
 */
export function ShopBreadcrumb({ trail }: { trail: readonly { name: string; path: string }[] }) {
  const { t } = useTranslation()
  const to = useLocalePath()
  return (
    <nav aria-label={t('shop.breadcrumb')} className="mb-6 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((step, index) => (
          <li key={step.path} className="flex items-center gap-2">
            {index > 0 ? (
              <span aria-hidden="true" className="text-chalk">
                /
              </span>
            ) : null}
            {index < trail.length - 1 ? (
              <Link to={to(step.path)} className="link">
                {step.name}
              </Link>
            ) : (
              <span aria-current="page" className="text-ink-soft">
                {step.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
