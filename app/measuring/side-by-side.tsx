import type { ReactNode } from 'react'
import { bodyToShirt, easeOf, shirtToBody } from '#core/measures/ease.ts'
import type { Fit, MeasureField, MeasureValues, ProfileKind } from '#core/measures/fields.ts'
import { useTranslation } from '../i18n/react.tsx'
import { useLocale } from '../lib/use-locale.ts'
import { formatMeasure, unitOf } from './format.ts'

export type RowNote = { kind: 'error' | 'warning'; text: string }

/**
 * Body and finished shirt side by side: for a body profile the shirt the tailor
 * cuts (body + ease of the fit); for a shirt-measured profile the body it implies (shirt − ease).
 * The measured side comes first. `fields` fixes the rows (the wizard shows empty ones too).
 */
export function SideBySide({
  values,
  kind,
  fit,
  fields,
  notes = {},
  action,
  caption,
}: {
  values: MeasureValues
  kind: ProfileKind
  fit: Fit
  fields: readonly MeasureField[]
  notes?: Partial<Record<MeasureField, RowNote>>
  action?: (field: MeasureField) => ReactNode
  caption: string
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const other = kind === 'body' ? bodyToShirt(values, fit) : shirtToBody(values, fit)
  const show = (value: number | null, field: MeasureField) =>
    value === null ? '–' : formatMeasure(value, unitOf(field), locale)
  const columns = action ? 5 : 4
  return (
    // On a narrow screen the table scrolls sideways: the box takes focus for the arrow keys
    // (WCAG 2.1.1; axe 'scrollable-region-focusable').
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a sideways-scrolling region must be reachable by keyboard
      tabIndex={0}
      className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-thread"
    >
      <table className="w-full border-collapse text-left text-sm sm:text-[0.95rem]">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-ink text-sm">
            <th scope="col" className="py-2 pr-2 font-medium">
              {t('measuring.review.measurement')}
            </th>
            <th scope="col" className="px-1.5 py-2 sm:px-2 text-right font-medium">
              {t(kind === 'body' ? 'measures.ease.body' : 'measuring.review.shirtMeasured')}
            </th>
            <th scope="col" className="px-1.5 py-2 sm:px-2 text-right font-medium text-ink-soft">
              {t('measures.ease.ease')}
            </th>
            <th scope="col" className="px-1.5 py-2 sm:px-2 text-right font-medium">
              {t(kind === 'body' ? 'measures.ease.shirt' : 'measuring.review.bodyImplied')}
            </th>
            {action ? (
              <th scope="col" className="py-2 pl-1 sm:pl-2">
                <span className="sr-only">{t('measuring.review.actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="tabular">
          {fields.map((field) => {
            const ease = easeOf(fit, field)
            const note = notes[field]
            return [
              <tr
                key={field}
                className={note ? '' : 'border-b border-chalk'}
                data-field={field}
                data-testid={`row-${field}`}
              >
                <th scope="row" className="py-2 pr-2 font-normal">
                  {t(`measures.fields.${field}`)}
                </th>
                <td className="px-1.5 py-2 sm:px-2 text-right font-medium">{show(values[field], field)}</td>
                <td className="px-1.5 py-2 sm:px-2 text-right text-ink-soft">
                  {ease === 0 || values[field] === null
                    ? '–'
                    : `${kind === 'body' ? '+' : '−'}${formatMeasure(ease, 'cm', locale)}`}
                </td>
                <td className="px-1.5 py-2 sm:px-2 text-right">{show(other[field], field)}</td>
                {action ? <td className="py-1 pl-1 text-right sm:pl-2">{action(field)}</td> : null}
              </tr>,
              note ? (
                <tr key={`${field}-note`} className="border-b border-chalk">
                  <td
                    colSpan={columns}
                    className={`pb-2 text-sm ${note.kind === 'error' ? 'text-danger' : 'text-thread-dark'}`}
                  >
                    {note.text}
                  </td>
                </tr>
              ) : null,
            ]
          })}
        </tbody>
      </table>
    </section>
  )
}
