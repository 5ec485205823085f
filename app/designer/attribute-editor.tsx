import { formatPrice } from '#core/format.ts'
import { useTranslation } from '../i18n/react.tsx'
import { useLocale } from '../lib/use-locale.ts'
import type { DesignerAttribute } from './types.ts'

/**
 * One attribute of a chosen part, edited by its type: colour swatches, contrast-fabric swatches,
 * chips for options, fonts and positions (text attributes have their own monogram editor).
 */
export function AttributeEditor({
  attribute,
  value,
  disabled,
  onChange,
}: {
  attribute: DesignerAttribute
  value: number | string | undefined
  disabled: boolean
  onChange: (valueId: number) => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const current = typeof value === 'string' ? Number(value.split('$$')[0]) : value
  const name = `attr-${attribute.attrId}`
  return (
    <fieldset className="border-t border-chalk pt-4">
      <legend className="mb-2 text-sm font-semibold">{attribute.name}</legend>
      <div className="flex flex-wrap gap-2">
        {attribute.values.map((option) => {
          const checked = current === option.valueId
          const price =
            option.priceBrutto > 0
              ? ` (${t('designer.surcharge', { price: formatPrice(option.priceBrutto, locale) })})`
              : ''
          if (attribute.type === 'colour' || attribute.type === 'fabric') {
            const background =
              attribute.type === 'fabric'
                ? `center / cover url(/media/samples/${option.valueId - 1000}.jpg)`
                : (option.hex ?? '#fff')
            return (
              <label
                key={option.valueId}
                className="relative cursor-pointer"
                title={`${option.name}${price}`}
              >
                <input
                  type="radio"
                  name={name}
                  checked={checked}
                  aria-disabled={disabled || undefined}
                  onChange={() => onChange(option.valueId)}
                  className="peer sr-only"
                />
                <span
                  className="block h-10 w-10 rounded-full border border-chalk peer-checked:ring-2 peer-checked:ring-ink peer-checked:ring-offset-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-thread"
                  style={{ background }}
                />
                <span className="sr-only">{`${option.name}${price}`}</span>
              </label>
            )
          }
          return (
            <label key={option.valueId} className="cursor-pointer">
              <input
                type="radio"
                name={name}
                checked={checked}
                aria-disabled={disabled || undefined}
                onChange={() => onChange(option.valueId)}
                className="peer sr-only"
              />
              <span className="inline-flex min-h-11 items-center rounded-full border border-chalk px-4 text-sm peer-checked:border-ink peer-checked:bg-ink peer-checked:text-paper peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-thread">
                {option.name}
                {price}
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
