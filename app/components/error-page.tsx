import { Link } from 'react-router'
import { localizePath } from '#config/locale-path.ts'
import type { Locale } from '#config/locales.ts'
import { useTranslation } from '../i18n/react.tsx'
import { Shell } from './shell.tsx'

/** The texts of each kind of error page (errors.*Title, errors.*Text). */
const textKeys = { unmatched: 'notFound', validation: 'validation', input: 'input', fault: 'fault' } as const

/**
 * Error page: status code, status message ('Page Not Found' for 404, otherwise
 * 'Internal Server Error') and a description. Bots get no description (spec: errors are not shown
 * to search-engine or preview bots); details of faults never reach the page.
 */
export function ErrorPage(props: {
  status: number
  kind: 'unmatched' | 'validation' | 'input' | 'fault'
  path: string
  locale: Locale
  hideDetails: boolean
}) {
  const { t } = useTranslation()
  const statusMessage = props.status === 404 ? 'Page Not Found' : 'Internal Server Error'
  const title = t(`errors.${textKeys[props.kind]}Title`)
  const text = t(`errors.${textKeys[props.kind]}Text`)
  const to = (path: string) => localizePath(path, props.locale)
  return (
    <Shell layout="error" mainClassName="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <title>{`${props.status} ${statusMessage} | Nadel & Faden`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <p className="tabular font-serif text-7xl text-thread sm:text-8xl" aria-hidden="true">
        {props.status}
      </p>
      <p
        className="mt-2 text-sm font-medium uppercase tracking-[0.14em] text-ink-soft"
        data-testid="status-message"
      >
        {statusMessage}
      </p>
      <h1 className="mt-4 text-3xl sm:text-4xl">{title}</h1>
      {props.hideDetails ? null : (
        <>
          <p className="mt-4 text-lg text-ink-soft">{text}</p>
          {props.kind === 'validation' ? (
            <p className="mt-4 rounded-sm bg-linen px-3 py-2 font-mono text-sm" data-testid="error-message">
              {`Page Not Found: ${props.path}`}
            </p>
          ) : null}
          {props.kind === 'unmatched' ? (
            <p className="sr-only" data-testid="error-message">
              Page not found
            </p>
          ) : null}
        </>
      )}
      <ul className="mt-10 flex flex-wrap gap-3">
        <li>
          <Link
            to={to('/')}
            className="inline-flex min-h-11 items-center rounded-sm bg-ink px-5 text-paper no-underline hover:bg-ink-soft"
          >
            {t('errors.backHome')}
          </Link>
        </li>
        <li>
          <Link
            to={to('/hemdendesigner')}
            className="inline-flex min-h-11 items-center rounded-sm border border-ink px-5 no-underline hover:bg-linen"
          >
            {t('errors.toDesigner')}
          </Link>
        </li>
        <li>
          <Link
            to={to('/service')}
            className="inline-flex min-h-11 items-center rounded-sm px-5 underline underline-offset-4"
          >
            {t('errors.toService')}
          </Link>
        </li>
      </ul>
    </Shell>
  )
}
