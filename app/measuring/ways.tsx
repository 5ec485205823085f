import { Link } from 'react-router'
import { type MeasuringReturn, withMeasuringReturn } from '#core/measures/measuring-return.ts'
import { ButtonLink } from '../components/button.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { useLocalePath } from '../lib/use-locale.ts'

/** The five ways to a measurement profile (docs/shop-facts.md 'Measuring'), most exact first. */
export const ways = [
  { id: 'koerpermasse', path: '/massnehmen/neu/koerpermasse', accuracy: 3 },
  { id: 'hemdmasse', path: '/massnehmen/neu/hemdmasse', accuracy: 3 },
  { id: 'einsenden', path: '/massnehmen/hemd-einsenden', accuracy: 3 },
  { id: 'empfehlung', path: '/massnehmen/neu/empfehlung', accuracy: 2 },
  { id: 'standardgroessen', path: '/massnehmen/neu/standardgroessen', accuracy: 1 },
] as const

function Accuracy({ level }: { level: number }) {
  const { t } = useTranslation()
  return (
    <span className="inline-flex items-center gap-1" title={t(`measuring.ways.accuracy${level}`)}>
      {[1, 2, 3].map((dot) => (
        <span
          key={dot}
          aria-hidden="true"
          className={`h-2 w-2 rounded-full ${dot <= level ? 'bg-thread' : 'bg-chalk'}`}
        />
      ))}
      <span className="ml-1">{t(`measuring.ways.accuracy${level}`)}</span>
    </span>
  )
}

/**
 * One card per way: what it is, what you need, how long, how exact, and the way in. The wizard's
 * ways carry `back`, the page measuring was started from.
 */
export function WayCards({
  headingLevel = 2,
  back = null,
}: {
  headingLevel?: 2 | 3
  back?: MeasuringReturn | null
}) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
      {ways.map((way) => (
        <li key={way.id} className="flex flex-col rounded-sm border border-chalk bg-white p-6">
          <Heading className="text-2xl">{t(`measuring.ways.${way.id}.title`)}</Heading>
          <p className="mt-2 text-[0.95rem]">{t(`measuring.ways.${way.id}.text`)}</p>
          <dl className="mt-4 space-y-1 text-sm text-ink-soft">
            <div>
              <dt className="inline font-medium text-ink">{t('measuring.ways.need')}: </dt>
              <dd className="inline">{t(`measuring.ways.${way.id}.need`)}</dd>
            </div>
            <div>
              <dt className="inline font-medium text-ink">{t('measuring.ways.time')}: </dt>
              <dd className="inline">{t(`measuring.ways.${way.id}.time`)}</dd>
            </div>
            <div>
              <dt className="inline font-medium text-ink">{t('measuring.ways.accuracy')}: </dt>
              <dd className="inline">
                <Accuracy level={way.accuracy} />
              </dd>
            </div>
          </dl>
          <div className="mt-auto pt-5">
            <ButtonLink
              to={
                way.path.startsWith('/massnehmen/neu/')
                  ? withMeasuringReturn(to(way.path), back)
                  : to(way.path)
              }
              variant="secondary"
            >
              {t(`measuring.ways.${way.id}.start`)}
            </ButtonLink>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** The ways compared in one table (/massnehmen). */
export function WayComparison() {
  const { t } = useTranslation()
  const to = useLocalePath()
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[36rem] border-collapse text-left text-[0.95rem]">
        <caption className="sr-only">{t('measuring.overview.compareTitle')}</caption>
        <thead>
          <tr className="border-b border-ink text-sm">
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('measuring.ways.way')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('measuring.ways.need')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('measuring.ways.time')}
            </th>
            <th scope="col" className="py-2 pl-3 font-medium">
              {t('measuring.ways.accuracy')}
            </th>
          </tr>
        </thead>
        <tbody>
          {ways.map((way) => (
            <tr key={way.id} className="border-b border-chalk align-top">
              <th scope="row" className="py-3 pr-3 font-medium">
                <Link to={to(way.path)} className="link">
                  {t(`measuring.ways.${way.id}.title`)}
                </Link>
              </th>
              <td className="px-3 py-3">{t(`measuring.ways.${way.id}.need`)}</td>
              <td className="px-3 py-3">{t(`measuring.ways.${way.id}.time`)}</td>
              <td className="py-3 pl-3 text-sm">
                <Accuracy level={way.accuracy} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
