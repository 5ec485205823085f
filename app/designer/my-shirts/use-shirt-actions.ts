import { useCallback, useState } from 'react'
import { brand } from '#config/brand.ts'
import type { CartActionAnswer } from '../../cart/cart-intent.ts'
import { cartRefusalKey } from '../../cart/cart-refusal.ts'
import { showToast } from '../../components/toast/toast-store.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { useLocale } from '../../lib/use-locale.ts'
import { refreshCartCount } from '../../state/cart-store.ts'
import { selectedShirtKey } from '../../state/selected-shirt.ts'
import { failureText } from '../failure-text.ts'
import { shirtAction } from './my-shirts-api.ts'

/** What a card or the details dialog can do with a design; 'edit' selects it and opens the designer. */
export type ShirtCommand = 'edit' | 'select' | 'addToCart' | 'remove' | 'duplicate' | 'delete'

/**
 * Announced after the current design changed, so an open designer loads it; detail 0 means the
 * current design is gone and the designer clears before it asks again.
 */
export const selectedShirtEvent = 'selected-shirt-changed'

/**
 * One place for the actions on a saved design: the shirt.php call, the toasts,
 * the stored selection and cart count; `onDone` reloads what shows the list.
 */
export function useShirtActions(onDone: (command: ShirtCommand, shirtId: number) => void) {
  const { t } = useTranslation()
  const locale = useLocale()
  const [busy, setBusy] = useState(false)
  const product = brand.product.word[locale].replace(/^./, (c) => c.toUpperCase())

  const run = useCallback(
    async (command: ShirtCommand, shirtId: number) => {
      setBusy(true)
      // 'edit' and 'select' both set the current design; their toasts speak English.
      const selecting = command === 'edit' || command === 'select'
      const answer = await shirtAction(selecting ? 'setSelected' : command, shirtId)
      setBusy(false)
      // A selection counts only with the shirt id it selected.
      const succeeded = answer?.success === true && (!selecting || Number(answer.shirtId) > 0)
      const fallbacks: Record<ShirtCommand, string> = {
        edit: 'Failed to set selected shirt',
        select: 'Failed to select shirt',
        addToCart: t('designer.cartFailed'),
        remove: t('designer.cartFailed'),
        duplicate: t('myShirts.duplicateFailed'),
        delete: t('myShirts.deleteFailed'),
      }
      if (!succeeded) {
        showToast({
          kind: 'error',
          title: selecting ? t('myShirts.errorTitle') : t('designer.toastError'),
          message: failureText(answer, fallbacks[command], t('designer.toastGenericError'), t),
          group: 'br',
        })
        onDone(command, shirtId)
        return false
      }
      const successes: Partial<Record<ShirtCommand, string>> = {
        select: t('myShirts.selected'),
        addToCart: t('designer.addedToCart', { product }),
        remove: t('designer.removedFromCart', { product }),
        duplicate: t('myShirts.duplicated'),
        delete: t('myShirts.deleted'),
      }
      const message = successes[command]
      const title = selecting ? t('myShirts.selectedTitle') : t('designer.toastSuccess')
      if (message) showToast({ kind: 'success', title, message, group: 'br' })
      if (selecting) {
        window.localStorage.setItem(selectedShirtKey, String(shirtId))
        window.dispatchEvent(new CustomEvent(selectedShirtEvent, { detail: shirtId }))
      }
      // Deleting the current design ends the selection on the server; the browser follows.
      if (command === 'delete' && window.localStorage.getItem(selectedShirtKey) === String(shirtId)) {
        window.localStorage.removeItem(selectedShirtKey)
        window.dispatchEvent(new CustomEvent(selectedShirtEvent, { detail: 0 }))
      }
      if (command === 'addToCart' || command === 'remove') await refreshCartCount()
      onDone(command, shirtId)
      return true
    },
    [onDone, product, t],
  )

  /** 'In den Warenkorb' went through the cart's form (its answer): the toast, then the list again. */
  const cartAnswered = useCallback(
    (answer: CartActionAnswer, shirtId: number) => {
      showToast(
        answer.ok
          ? {
              kind: 'success',
              title: t('designer.toastSuccess'),
              message: t('designer.addedToCart', { product }),
              group: 'br',
            }
          : {
              kind: 'error',
              title: t('designer.toastError'),
              message: t(cartRefusalKey(answer.reason)),
              group: 'br',
            },
      )
      onDone('addToCart', shirtId)
    },
    [onDone, product, t],
  )

  return { busy, run, cartAnswered }
}
