import { useTranslation } from '../i18n/react.tsx'

/**
 * The text of the specification's 'Im Warenkorb' button, which removes the shirt from the cart:
 * the button's accessible name says so (`inCartLabelKey`), and a line appears on hover and focus.
 * The button needs the `group` class.
 */
export function InCartText() {
  const { t } = useTranslation()
  return (
    <span className="flex flex-col items-center leading-tight">
      <span>{t('designer.inCart')}</span>
      <span
        aria-hidden="true"
        data-testid="in-cart-hint"
        className="hidden text-xs font-normal group-hover:block group-focus-visible:block"
      >
        {t('designer.inCartHint')}
      </span>
    </span>
  )
}

export const inCartLabelKey = 'designer.inCartLabel'
