import { Link } from 'react-router'
import { useTranslation } from '../i18n/react.tsx'
import { useLocalePath } from '../lib/use-locale.ts'

/**
 * The designer is a configurator that runs in the browser: with scripts off its controls cannot
 * answer. A browser without JavaScript shows this notice instead of leaving them mute, with the
 * pages that work without it (accessories, fabrics, the cart); with scripts on it is never shown.
 */
export function NoScriptNotice() {
  const { t } = useTranslation()
  const to = useLocalePath()
  return (
    // A grid item of the designer's page only when scripts are off: across both columns.
    <noscript className="block lg:col-span-2">
      <div
        role="note"
        data-testid="designer-noscript"
        className="rounded-sm border-l-4 border-thread bg-linen px-4 py-3"
      >
        <p>{t('designer.noScript')}</p>
        <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
          <Link to={to('/shop')} className="link">
            {t('designer.noScriptShop')}
          </Link>
          <Link to={to('/stoffe')} className="link">
            {t('designer.noScriptFabrics')}
          </Link>
        </p>
      </div>
    </noscript>
  )
}
