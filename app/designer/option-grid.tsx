import { formatPrice } from '#core/format.ts'
import { useTranslation } from '../i18n/react.tsx'
import { useLocale } from '../lib/use-locale.ts'

import type { DesignerCategory, DesignerPart } from './types.ts'

const thumbCategories = ['collars', 'cuffs', 'buttontape', 'pockets', 'back', 'buttons'] as const
/** Option pictures show the shape in white poplin (server/media-warmup.ts renders them after start). */
const thumbFabricId = 1001

/** Whether a category's parts show in the folded view, and so have an option picture. */
export function hasOptionPicture(categoryKey: string) {
  return (thumbCategories as readonly string[]).includes(categoryKey)
}

/** A part's option picture: its shape cut from the folded preview (the designer and team members). */
export function OptionPicture({ categoryKey, partId }: { categoryKey: string; partId: number }) {
  return (
    <img
      src={`/folded/thumb/${categoryKey}-${partId}-${thumbFabricId}.png`}
      alt=""
      width={240}
      height={180}
      loading="lazy"
      className="aspect-[4/3] w-full bg-linen object-contain"
    />
  )
}

/**
 * The options of one category as a group of toggle buttons: picture, name, price. Single-choice
 * categories behave as a radio group (a new choice replaces the old); others toggle.
 */
export function OptionGrid({
  category,
  parts,
  chosenIds,
  disabled,
  onChoose,
}: {
  category: DesignerCategory
  parts: DesignerPart[]
  chosenIds: Set<number>
  disabled: boolean
  onChoose: (part: DesignerPart, selected: boolean) => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const single = category.maxParts === 1
  // Parts that show in the folded view get a picture cut from the preview itself.
  const pictured = hasOptionPicture(category.key)
  return (
    <div>
      <p className="mb-3 text-sm text-ink-soft">
        {t(single ? 'designer.singleChoiceNote' : 'designer.multiChoiceNote')}
      </p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {parts.map((part) => {
          const chosen = chosenIds.has(part.partId)
          return (
            <li key={part.partId}>
              <button
                type="button"
                aria-pressed={chosen}
                // Not `disabled`: a disabled button drops keyboard focus to <body> (use-designer.ts ignores the press).
                aria-disabled={disabled || undefined}
                onClick={() => onChoose(part, single ? true : !chosen)}
                className={`flex h-full w-full flex-col items-stretch overflow-hidden rounded-sm border text-left transition-colors ${chosen ? 'border-ink ring-2 ring-ink' : 'border-chalk hover:border-thread'} aria-disabled:cursor-wait`}
              >
                {pictured ? <OptionPicture categoryKey={category.key} partId={part.partId} /> : null}
                <span className="flex flex-1 flex-col gap-0.5 p-3">
                  <span className="hyphens-auto font-medium leading-snug [overflow-wrap:anywhere]">
                    {part.name}
                  </span>
                  <span className="tabular text-sm text-ink-soft">
                    {part.priceBrutto > 0
                      ? t('designer.surcharge', { price: formatPrice(part.priceBrutto, locale) })
                      : t('designer.included')}
                  </span>
                  {chosen ? (
                    <span className="text-xs font-medium uppercase tracking-wide text-thread-dark">
                      {t('designer.selected')}
                    </span>
                  ) : null}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
