import { PageIntro } from '../../components/page-intro.tsx'
import { loadGlossary } from '../../content/content.server.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta, pageNotFound, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { navBreadcrumb } from '../../lib/structured-data.server.ts'
import type { Route } from './+types/glossary'

/** /glossar (all terms) and /glossar/{letter} (one letter a–z; anything else is a 404). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const letter = params.letter
  if (letter !== undefined && !/^[a-z]$/.test(letter)) pageNotFound(request)
  const { locale, t } = requestLocale(request)
  const all = await loadGlossary(locale)
  const entries = letter ? all.filter((entry) => entry.letter === letter) : all
  const values = { letter: letter?.toUpperCase() ?? '' }
  const meta = letter
    ? {
        title: t('pages.glossary.titleLetter', values),
        description: t('pages.glossary.descriptionLetter', values),
      }
    : messagesMeta(request, 'glossary')
  return {
    meta,
    letter: letter ?? null,
    entries,
    structuredData: [
      navBreadcrumb(request, context, [
        { name: t('nav.glossary'), path: '/glossar' },
        ...(letter ? [{ name: letter.toUpperCase(), path: `/glossar/${letter}` }] : []),
      ]),
    ],
  }
}

export const meta = routeMeta

export default function Glossary({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const title = loaderData.letter
    ? t('pages.glossary.titleLetter', { letter: loaderData.letter.toUpperCase() })
    : t('pages.glossary.title')
  return (
    <div>
      <PageIntro title={title} lead={t('pages.glossary.lead')} />
      {loaderData.entries.length === 0 ? (
        <p className="text-ink-soft">{t('pages.glossary.empty')}</p>
      ) : (
        <dl className="grid gap-x-10 gap-y-6 md:grid-cols-2">
          {loaderData.entries.map((entry) => (
            <div key={entry.term} className="border-t border-chalk pt-4">
              <dt className="font-serif text-xl">{entry.term}</dt>
              <dd className="mt-1 text-ink-soft">{entry.text}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  )
}
