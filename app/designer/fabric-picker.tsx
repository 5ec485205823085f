import { useState } from 'react'
import { formatPrice } from '#core/format.ts'
import { useTranslation } from '../i18n/react.tsx'
import { useLocale } from '../lib/use-locale.ts'
import { designerApi } from './designer-api.ts'
import type { FabricListItem } from './types.ts'

const colours = ['white', 'light-blue', 'blue', 'navy', 'pink', 'green', 'grey', 'beige'] as const
const patterns = ['uni', 'stripes', 'checks', 'herringbone'] as const

/** Fabric picker: colour and pattern filters, a paged list of samples, details on demand. */
export function FabricPicker({
  initial,
  currentId,
  disabled,
  onChoose,
}: {
  initial: { fabrics: FabricListItem[]; pages: number }
  currentId: number
  disabled: boolean
  onChoose: (fabricId: number, name: string) => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const [filter, setFilter] = useState<{ colour?: string; pattern?: string }>({})
  const [list, setList] = useState(initial.fabrics)
  const [page, setPage] = useState(1)
  const [pages, setPages] = useState(initial.pages)
  const [open, setOpen] = useState<number | null>(null)

  async function load(next: { colour?: string; pattern?: string }, nextPage: number) {
    const answer = await designerApi
      .fabrics({
        colours: next.colour ? [next.colour] : undefined,
        patterns: next.pattern ? [next.pattern] : undefined,
        inStock: true,
        page: nextPage,
        pageSize: 12,
        lang: locale,
      })
      .catch(() => null)
    if (!answer?.success) return
    setList((current) => (nextPage === 1 ? answer.fabrics : [...current, ...answer.fabrics]))
    setPage(nextPage)
    setPages(answer.pages)
  }

  function toggle(key: 'colour' | 'pattern', value: string) {
    const next = { ...filter, [key]: filter[key] === value ? undefined : value }
    setFilter(next)
    void load(next, 1)
  }

  return (
    <div>
      <fieldset className="mb-4 flex flex-wrap gap-2">
        <legend className="sr-only">{t('fabrics.colour')}</legend>
        {colours.map((colour) => (
          <button
            key={colour}
            type="button"
            aria-pressed={filter.colour === colour}
            onClick={() => toggle('colour', colour)}
            className="min-h-9 rounded-full border border-chalk px-3 text-sm aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-paper"
          >
            {t(`fabrics.colours.${colour}`)}
          </button>
        ))}
      </fieldset>
      <fieldset className="mb-4 flex flex-wrap gap-2">
        <legend className="sr-only">{t('fabrics.pattern')}</legend>
        {patterns.map((pattern) => (
          <button
            key={pattern}
            type="button"
            aria-pressed={filter.pattern === pattern}
            onClick={() => toggle('pattern', pattern)}
            className="min-h-9 rounded-full border border-chalk px-3 text-sm aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-paper"
          >
            {t(`fabrics.patterns.${pattern}`)}
          </button>
        ))}
      </fieldset>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4">
        {list.map((fabric) => {
          const current = fabric.fabricId === currentId
          return (
            <li
              key={fabric.fabricId}
              className="relative"
              // The details are a disclosure (WAI-ARIA APG), not a dialog: they hold no controls, so
              // focus stays on their button. Escape closes them; so does focus leaving the sample,
              // so they never stay over the next swatches.
              onKeyDown={(event) => {
                if (event.key !== 'Escape' || open !== fabric.fabricId) return
                event.stopPropagation()
                setOpen(null)
                event.currentTarget.querySelector<HTMLElement>('[aria-controls]')?.focus()
              }}
              onBlur={(event) => {
                if (open === fabric.fabricId && !event.currentTarget.contains(event.relatedTarget))
                  setOpen(null)
              }}
            >
              <button
                type="button"
                aria-pressed={current}
                // Not `disabled`, which would drop keyboard focus to <body> (use-designer.ts ignores the press).
                aria-disabled={disabled || undefined}
                onClick={() => onChoose(fabric.fabricId, fabric.name)}
                className={`block w-full overflow-hidden rounded-sm border text-left ${current ? 'border-ink ring-2 ring-ink' : 'border-chalk hover:border-thread'}`}
              >
                <img
                  src={fabric.image}
                  alt=""
                  width={160}
                  height={160}
                  loading="lazy"
                  className="aspect-square w-full object-cover"
                />
                <span className="block hyphens-auto px-2 pt-1.5 text-sm font-medium leading-snug [overflow-wrap:anywhere]">
                  {fabric.name}
                </span>
                <span className="tabular block px-2 pb-2 text-xs text-ink-soft">
                  {fabric.number} · {formatPrice(fabric.priceBrutto, locale)}
                </span>
              </button>
              <button
                type="button"
                onClick={() => setOpen(open === fabric.fabricId ? null : fabric.fabricId)}
                aria-expanded={open === fabric.fabricId}
                aria-controls={`fabric-details-${fabric.fabricId}`}
                className="absolute top-1 right-1 inline-flex h-8 w-8 items-center justify-center rounded-full bg-paper/90 text-sm font-semibold shadow-sm"
              >
                <span aria-hidden="true">i</span>
                <span className="sr-only">{t('designer.fabricDetails')}</span>
              </button>
              <div
                id={`fabric-details-${fabric.fabricId}`}
                hidden={open !== fabric.fabricId}
                // Focusable by a click only: a click on the text keeps the details open.
                tabIndex={-1}
                className="absolute inset-x-0 top-10 z-20 rounded-sm border border-chalk bg-paper p-3 text-xs shadow-lg focus:outline-none"
              >
                <p className="font-semibold">{fabric.name}</p>
                <p>{fabric.composition}</p>
                <p>{t('fabrics.weight', { weight: fabric.weightGsm })}</p>
                <p>
                  {t(`fabrics.weaves.${fabric.weave}`)} · {t(`fabrics.patterns.${fabric.pattern}`)}
                </p>
                {fabric.nonIron ? <p>{t('fabrics.nonIron')}</p> : null}
              </div>
            </li>
          )
        })}
      </ul>
      {page < pages ? (
        <button
          type="button"
          onClick={() => load(filter, page + 1)}
          className="mt-4 min-h-11 w-full rounded-sm border border-ink hover:bg-linen"
        >
          {t('designer.fabricsMore')}
        </button>
      ) : null}
    </div>
  )
}
