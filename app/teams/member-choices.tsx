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
}: {
  category: Category
  value: number | null
  onChoose: (partId: number) => void
}) {
  const { t } = useTranslation()
  const pictured = hasOptionPicture(category.key)
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{category.name}</legend>
      {/* A row per option on phones (picture beside the name, so long names need not break), cards from sm. */}
      <ul className="grid gap-3 sm:grid-cols-3">
        {category.parts.map((part) => {
          const chosen = value === part.partId
          return (
            <li key={part.partId}>
              <label
                className={`flex h-full cursor-pointer overflow-hidden sm:flex-col rounded-sm border has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-thread ${chosen ? 'border-ink ring-2 ring-ink' : 'border-chalk bg-white hover:border-thread'}`}
              >
                {pictured ? (
                  <span className="w-20 shrink-0 sm:w-full">
                    <OptionPicture categoryKey={category.key} partId={part.partId} />
                  </span>
                ) : null}
                <span className="flex min-h-11 flex-1 items-center gap-2 px-3 py-2 sm:items-start sm:p-3">
                  <input
                    type="radio"
                    name={`choice-${category.categoryId}`}
                    value={part.partId}
                    checked={chosen}
                    onChange={() => onChoose(part.partId)}
                    className="h-4 w-4 shrink-0 accent-ink sm:mt-1"
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
