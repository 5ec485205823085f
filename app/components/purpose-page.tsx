import { Link } from 'react-router'
import { useTranslation } from '../i18n/react.tsx'
import { useLocalePath } from '../lib/use-locale.ts'
import { PageIntro } from './page-intro.tsx'

export type PurposeLink = readonly [path: string, labelKey: string]

/**
 * Heading and purpose of a page whose working parts arrive with a later capability, plus the
 * ways onward that already work. Texts come from messages pages.{messageKey}.
 */
export function PurposePage({
  messageKey,
  values = {},
  links = [],
  titleKey = 'title',
}: {
  messageKey: string
  values?: Record<string, unknown>
  links?: readonly PurposeLink[]
  titleKey?: string
}) {
  const { t } = useTranslation()
  const to = useLocalePath()
  return (
    <div>
      <PageIntro
        title={t(`pages.${messageKey}.${titleKey}`, values)}
        lead={t(`pages.${messageKey}.lead`, values)}
      />
      {links.length > 0 ? (
        <ul className="flex flex-wrap gap-3">
          {links.map(([path, labelKey], index) => (
            <li key={path}>
              <Link
                to={to(path)}
                className={`inline-flex min-h-11 items-center rounded-sm px-5 no-underline ${index === 0 ? 'bg-ink text-paper hover:bg-ink-soft' : 'border border-ink hover:bg-linen'}`}
              >
                {t(labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
