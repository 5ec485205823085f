import { Form, Link, useNavigation } from 'react-router'
import type { AdviceView } from '#core/advisor/advised-design.ts'
import { Button } from '../components/button.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { useLocalePath } from '../lib/use-locale.ts'

/**
 * The recommendation: the first proposal's folded preview, collar, cuffs and fit with their
 * reasons, three fabrics with theirs, and 'Diesen Entwurf gestalten', which posts the answers
 * (the server works the design out again) and opens the designer with it.
 */
export function AdviceResult({
  advice,
  query,
  failure,
}: {
  advice: AdviceView
  /** The answers as form fields, sent again with the button. */
  query: [string, string][]
  /** What went wrong with the last click, as a message key under advisor.failed. */
  failure: string | null
}) {
  const { t } = useTranslation()
  const to = useLocalePath()
  // A second click while the first is on its way sends nothing (the server would answer it with
  // the same design anyway: createShirt's double-click guard).
  const busy = useNavigation().state !== 'idle'
  const first = advice.fabrics[0]
  const parts = [
    ['collar', advice.collar],
    ['cuffs', advice.cuffs],
    ['fit', advice.fit],
  ] as const
  return (
    <section aria-labelledby="advice-title" className="rounded-sm border border-chalk bg-linen/40 p-4 sm:p-6">
      <h2 id="advice-title" className="mb-4 text-2xl sm:text-3xl">
        {t('advisor.resultTitle')}
      </h2>
      <div className="grid gap-6 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
        <img
          src={advice.picture}
          alt={t('advisor.previewAlt', {
            collar: advice.collar.name,
            cuffs: advice.cuffs.name,
            fit: advice.fit.name,
            fabric: first?.name ?? '',
          })}
          width={300}
          height={360}
          className="mx-auto aspect-[5/6] w-full max-w-56 rounded-sm sm:max-w-72 border border-chalk bg-paper object-contain"
        />
        <div className="min-w-0">
          <dl className="divide-y divide-chalk border-y border-chalk">
            {parts.map(([key, part]) => (
              <div key={key} className="grid gap-1 py-3 sm:grid-cols-[8rem_1fr] sm:gap-4">
                <dt className="text-sm text-ink-soft sm:text-base sm:font-medium sm:text-ink">
                  {t(`advisor.${key}`)}
                </dt>
                <dd>
                  <span className="font-medium">{part.name}</span>
                  <span className="block text-sm text-ink-soft">
                    {t(`advisor.partReasons.${part.partId}`)}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
          <Form method="post" className="mt-6">
            {query.map(([name, value]) => (
              <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
            ))}
            <Button type="submit" size="lg" disabled={busy}>
              {t('advisor.create')}
            </Button>
            <p className="mt-2 text-sm text-ink-soft">
              {t('advisor.createNote', { fabric: first?.name ?? '' })}
            </p>
            {failure ? (
              <p role="alert" className="mt-3 text-sm text-danger">
                {t(`advisor.failed.${failure}`)}
              </p>
            ) : null}
          </Form>
        </div>
      </div>
      <h3 className="mt-8 mb-3 text-xl">{t('advisor.fabricsTitle')}</h3>
      <ol className="grid gap-3 sm:grid-cols-3">
        {advice.fabrics.map((fabric, index) => (
          <li
            key={fabric.fabricId}
            className="flex gap-3 rounded-sm border border-chalk bg-paper p-3 sm:flex-col"
          >
            <img
              src={fabric.image}
              alt=""
              width={512}
              height={512}
              className="h-20 w-20 shrink-0 rounded-sm border border-chalk object-cover sm:h-auto sm:w-full sm:aspect-[2/1]"
            />
            <div className="min-w-0">
              <p className="font-medium">
                {index === 0 ? <span className="sr-only">{t('advisor.firstProposal')} </span> : null}
                <Link to={to(`/stoffe/${fabric.fabricId}`)} className="link">
                  {fabric.name}
                </Link>
              </p>
              <p className="tabular text-xs text-ink-soft">{fabric.number}</p>
              <p className="mt-1 text-sm">
                {t(`advisor.fabricReasons.${fabric.reason}`, { weight: fabric.weightGsm })}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
