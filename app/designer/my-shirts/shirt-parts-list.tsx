import { hasPrice } from '#core/catalog/rules.ts'
import { detailCategories } from '#core/shirts/design-details.ts'
import { useTranslation } from '../../i18n/react.tsx'
import type { ShirtView } from '../types.ts'

type SpecAttribute = { attrName: string; valueName: string; priceBrutto: string; priceNetto: number }
type SpecPart = {
  name: string
  categoryName: string
  priceBrutto: string
  priceNetto: number
  attributes: Record<string, SpecAttribute>
}

/** The chosen parts of a design with their attribute values and prices. */
export function ShirtPartsList({ shirt }: { shirt: ShirtView }) {
  const { t } = useTranslation()
  const rows = detailCategories.flatMap((categoryId) =>
    Object.entries((shirt.specs[String(categoryId)] ?? {}) as Record<string, SpecPart>).map(
      ([partId, part]) => ({ key: `${categoryId}-${partId}`, part }),
    ),
  )
  return (
    <dl className="divide-y divide-chalk border-y border-chalk text-[0.95rem]">
      {rows.map(({ key, part }) => (
        <div key={key} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] gap-x-3 py-2">
          <dt className="text-ink-soft">{part.categoryName}</dt>
          <dd>
            {part.name}
            {Object.entries(part.attributes).length > 0 ? (
              <ul className="mt-1 text-sm text-ink-soft">
                {Object.entries(part.attributes).map(([attributeId, attribute]) => (
                  <li key={attributeId}>
                    {attribute.attrName}: {attribute.valueName}
                    {hasPrice(attribute) ? ` (+${attribute.priceBrutto})` : ''}
                  </li>
                ))}
              </ul>
            ) : null}
          </dd>
          <dd className="tabular text-right">{hasPrice(part) ? part.priceBrutto : t('designer.included')}</dd>
        </div>
      ))}
    </dl>
  )
}
