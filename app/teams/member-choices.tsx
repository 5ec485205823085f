import { hasOptionPicture, OptionPicture } from '../designer/option-grid.tsx'
import { useTranslation } from '../i18n/react.tsx'

type Category = {
  categoryId: number
  key: string
  name: string
  parts: { partId: number; name: string }[]
}

/**
 * The member's choice in one open category: radio inputs (a plain form post without JavaScript)
 * shown as the designer's option cards, with the designer's picture of each collar and cuff.
 */
export function MemberChoice({
  category,
  value,
  onChoose,
  invalid,
}: {
  category: Category
  value: number | null
  onChoose: (partId: number) => void
  invalid: boolean
}) {
  const { t } = useTranslation()
  const pictured = hasOptionPicture(category.key)
  return (
    <fieldset aria-invalid={invalid || undefined}>
      <legend className="mb-2 text-sm font-medium">{category.name}</legend>
      <ul className={`grid gap-3 ${pictured ? 'grid-cols-2 sm:grid-cols-3' : 'sm:grid-cols-3'}`}>
        {category.parts.map((part) => {
          const chosen = value === part.partId
          return (
            <li key={part.partId}>
              <label
                className={`flex h-full cursor-pointer flex-col overflow-hidden rounded-sm border has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-thread ${chosen ? 'border-ink ring-2 ring-ink' : 'border-chalk bg-white hover:border-thread'}`}
              >
                {pictured ? <OptionPicture categoryKey={category.key} partId={part.partId} /> : null}
                <span className="flex min-h-11 flex-1 items-start gap-2 p-3">
                  <input
                    type="radio"
                    name={`choice-${category.categoryId}`}
                    value={part.partId}
                    checked={chosen}
                    onChange={() => onChoose(part.partId)}
                    className="mt-1 h-4 w-4 shrink-0 accent-ink"
                  />
                  <span className="hyphens-auto font-medium leading-snug [overflow-wrap:anywhere]">
                    {part.name}
                    {chosen ? (
                      <span className="block text-xs font-medium uppercase tracking-wide text-thread-dark">
                        {t('designer.selected')}
                      </span>
                    ) : null}
                  </span>
                </span>
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
