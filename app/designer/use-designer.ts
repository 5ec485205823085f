import { useCallback, useRef, useState } from 'react'
import { brand } from '#config/brand.ts'
import { formatPrice } from '#core/format.ts'
import { announce } from '../components/live-region.tsx'
import { showToast } from '../components/toast/toast-store.ts'
import { useTranslation } from '../i18n/react.tsx'
import { useLocale } from '../lib/use-locale.ts'
import { refreshCartCount } from '../state/cart-store.ts'
import { selectedShirtKey } from '../state/selected-shirt.ts'
import { type DroppedChoices, designerApi } from './designer-api.ts'
import { type CallOutcome, failureText } from './failure-text.ts'
import { layersWithFabric, layersWithPart } from './optimistic-layers.ts'
import type { PreviewLayer, ShirtView } from './types.ts'

export type DesignerState = { shirt: ShirtView | null; layers: PreviewLayer[]; busy: boolean }
/** How a screen reader hears a choice: its category and the option, e.g. 'Kragen' and 'Haifisch'. */
export type SaidChoice = { category: string; option: string }
/** The template a shown design comes from while nobody owns it yet (its shirtId is 0). */
export type DesignStart = { templateId: number; fabricId: number | null }

/**
 * The designer's client state: one selected shirt, optimistic fabric and
 * attribute changes rolled back on failure, the toasts (3 s, bottom right).
 * A template shown to a visitor without a design (shirtId 0) becomes their design at the first
 * change: `saved()` creates it from `start`, once however fast the clicks come.
 * While a save runs (`busy`) every further choice is ignored here: the controls stay enabled and
 * focusable (a disabled button drops keyboard focus to <body>), they only say aria-disabled.
 */
export function useDesigner(initial: DesignerState, initialStart: DesignStart | null = null) {
  const { t } = useTranslation()
  const locale = useLocale()
  const product = brand.product.word[locale].replace(/^./, (c) => c.toUpperCase())
  const [state, setState] = useState(initial)
  const latest = useRef(state)
  latest.current = state
  const start = useRef(initialStart)

  const toastError = useCallback(
    (outcome: CallOutcome, fallback: string) =>
      showToast({
        kind: 'error',
        title: t('designer.toastError'),
        message: failureText(outcome, fallback, t('designer.toastGenericError'), t),
        group: 'br',
      }),
    [t],
  )

  // A change that had to take something away (the embroidery when the monogram closes, a choice
  // the new part does not offer) says so; nothing disappears silently.
  const toastDropped = useCallback(
    (dropped: DroppedChoices | undefined) => {
      const names = [
        ...(dropped?.parts ?? []),
        ...(dropped?.attributes ?? []),
        ...(dropped?.values ?? []),
      ].map((item) => item.name)
      if (names.length === 0) return
      // Said after the choice that caused it (the live region would otherwise replace one by the other).
      showToast({
        kind: 'info',
        title: t('designer.droppedTitle'),
        message: t('designer.dropped', { items: names.join(', ') }),
        group: 'br',
        follows: true,
      })
    },
    [t],
  )

  // Counts preview requests and choices: an answer overtaken by either would paint an older design
  // over the newer one (seen as a stuck preview when collars were clicked quickly in turn).
  const previewTurn = useRef(0)
  const refreshPreview = useCallback(async (shirtId: number, previewKey: string) => {
    const turn = ++previewTurn.current
    const answer = await designerApi.preview(shirtId, previewKey).catch(() => null)
    if (answer?.success && turn === previewTurn.current)
      setState((current) => ({ ...current, layers: answer.images }))
  }, [])

  const apply = useCallback(
    (shirt: ShirtView) => {
      setState((current) => ({ ...current, shirt, busy: false }))
      window.localStorage.setItem(selectedShirtKey, String(shirt.shirtId))
      void refreshPreview(shirt.shirtId, shirt.previewKey)
    },
    [refreshPreview],
  )

  // The double-click guard of the first change: every change made while the template is being
  // created waits for that one creation instead of starting another.
  const creating = useRef<Promise<number | null> | null>(null)

  /**
   * The id of the shown design, created first when it is still a template (the template, then
   * the fabric it was shown in). Null, with the error toast shown, when the server did not
   * create it. The change that asked for it follows as for any other design.
   */
  const saved = useCallback((): Promise<number | null> => {
    const shirtId = latest.current.shirt?.shirtId ?? 0
    if (shirtId > 0) return Promise.resolve(shirtId)
    // Made already (a change that failed after it rolled the screen back to the template).
    if (creating.current) return creating.current
    const from = start.current
    if (!from) return Promise.resolve(null)
    creating.current = (async () => {
      const created = await designerApi.create(from.templateId).catch(() => null)
      // A design exists only with the id the server gave it.
      if (!created?.success || !(created.shirtId > 0)) {
        creating.current = null
        toastError(created, 'Failed to create shirt')
        return null
      }
      if (from.fabricId) await designerApi.updateFabric(created.shirtId, from.fabricId).catch(() => null)
      window.localStorage.setItem(selectedShirtKey, String(created.shirtId))
      // A reload now shows this design, not the template the address still names.
      const url = new URL(window.location.href)
      if (url.searchParams.has('template') || url.searchParams.has('fabric')) {
        url.searchParams.delete('template')
        url.searchParams.delete('fabric')
        window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
      }
      return created.shirtId
    })()
    return creating.current
  }, [toastError])

  /** A new shown design from the page's loader (another template, or none after clearing). */
  const show = useCallback((next: DesignerState, nextStart: DesignStart | null) => {
    previewTurn.current++
    creating.current = null
    start.current = nextStart
    setState(next)
  }, [])

  // Said once the server has answered, with the price it answered: 'Kragen: Haifisch gewählt. 79,00 €'.
  const said = useCallback(
    (choice: SaidChoice, shirt: ShirtView, removed = false) =>
      t(removed ? 'designer.said.removed' : 'designer.said.chosen', {
        ...choice,
        price: formatPrice(shirt.priceBrutto, locale),
      }),
    [t, locale],
  )

  const choosePart = useCallback(
    async (categoryId: number, partId: number, choice: SaidChoice, selected = true) => {
      const before = latest.current
      if (!before.shirt || before.busy) return
      const from = before.shirt.parts.find((part) => part.categoryId === categoryId)?.partId
      const guessed = selected && from ? layersWithPart(before.layers, categoryId, from, partId) : null
      previewTurn.current++
      setState({ ...before, busy: true, layers: guessed ?? before.layers })
      if (!(await saved())) return setState({ ...before, busy: false })
      const answer = await (selected
        ? designerApi.updateShirt({ categoryId, partId, attrId: 0, attrvalueId: 0, selected: true })
        : designerApi.removePart(categoryId, partId)
      ).catch(() => null)
      if (!answer?.success) {
        setState({ ...before, busy: false })
        return toastError(answer, selected ? 'Failed to update part' : 'Failed to remove part')
      }
      apply(answer.shirt)
      if (selected)
        showToast({
          kind: 'success',
          title: t('designer.partSelectedTitle'),
          message: t('designer.partSelected', { part: choice.option }),
          group: 'br',
          announcement: said(choice, answer.shirt),
        })
      else announce(said(choice, answer.shirt, true))
      toastDropped(answer.dropped)
    },
    [apply, saved, said, t, toastError, toastDropped],
  )

  const chooseAttribute = useCallback(
    async (
      categoryId: number,
      partId: number,
      attrId: number,
      value: number | string,
      choice?: SaidChoice,
    ) => {
      const before = latest.current
      if (!before.shirt || before.busy) return
      // Optimistic: the choice shows at once and is rolled back if the server refuses it.
      setState({
        ...before,
        busy: true,
        shirt: { ...before.shirt, attributes: { ...before.shirt.attributes, [attrId]: value } },
      })
      if (!(await saved())) return setState({ ...before, busy: false })
      const answer = await designerApi
        .updateShirt({ categoryId, partId, attrId, attrvalueId: value, selected: value !== 0 })
        .catch(() => null)
      if (!answer?.success) {
        setState({ ...before, busy: false })
        return toastError(answer, 'Failed to update attribute')
      }
      apply(answer.shirt)
      if (choice) announce(said(choice, answer.shirt))
      toastDropped(answer.dropped)
    },
    [apply, said, saved, toastError, toastDropped],
  )

  const chooseFabric = useCallback(
    async (fabricId: number, choice?: SaidChoice) => {
      const before = latest.current
      if (!before.shirt || before.busy || before.shirt.fabricId === fabricId) return
      previewTurn.current++
      setState({
        ...before,
        busy: true,
        shirt: { ...before.shirt, fabricId },
        layers: layersWithFabric(before.layers, before.shirt.fabricId, fabricId),
      })
      const shirtId = await saved()
      if (!shirtId) return setState({ ...before, busy: false })
      const answer = await designerApi.updateFabric(shirtId, fabricId).catch(() => null)
      if (!answer?.success) {
        setState({ ...before, busy: false })
        return showToast({
          kind: 'error',
          title: t('designer.fabricFailedTitle'),
          message: failureText(answer, t('designer.fabricFailed'), t('designer.toastGenericError'), t),
          group: 'br',
        })
      }
      apply(answer.shirt)
      showToast({
        kind: 'success',
        title: t('designer.fabricUpdatedTitle'),
        message: t('designer.fabricUpdated', { id: fabricId }),
        group: 'br',
        ...(choice ? { announcement: said(choice, answer.shirt) } : {}),
      })
    },
    [apply, said, saved, t],
  )

  const toggleCart = useCallback(async () => {
    const shirt = latest.current.shirt
    if (!shirt || latest.current.busy) return
    const inCart = shirt.orderStatus === 1
    // Busy until the answer: a second tap meanwhile would send the same toggle again (ignored above).
    setState((current) => ({ ...current, busy: true }))
    let shirtId = shirt.shirtId
    if (!shirtId) {
      shirtId = (await saved()) ?? 0
      if (!shirtId) return setState((current) => ({ ...current, busy: false }))
    }
    const answer = await (inCart ? designerApi.remove(shirtId) : designerApi.addToCart(shirtId)).catch(
      () => null,
    )
    if (!answer?.success) {
      setState((current) => ({ ...current, busy: false }))
      return toastError(answer, t('designer.cartFailed'))
    }
    if (shirt.shirtId !== shirtId) {
      // The template has just become a design: show it as the server has it, in the cart.
      const fetched = await designerApi.fetchSelected().catch(() => null)
      if (fetched?.success) apply(fetched.shirt)
      else setState((current) => ({ ...current, busy: false }))
    }
    setState((current) =>
      current.shirt
        ? { ...current, busy: false, shirt: { ...current.shirt, orderStatus: inCart ? 0 : 1 } }
        : current,
    )
    showToast({
      kind: 'success',
      title: t('designer.toastSuccess'),
      message: t(inCart ? 'designer.removedFromCart' : 'designer.addedToCart', { product }),
      group: 'br',
    })
    await refreshCartCount()
  }, [apply, product, saved, t, toastError])

  /** Loads the selected design again, e.g. after 'Meine Hemden' chose another one; false without one. */
  const reload = useCallback(async () => {
    const fetched = await designerApi.fetchSelected().catch(() => null)
    if (!fetched?.success) return false
    start.current = null
    apply(fetched.shirt)
    return true
  }, [apply])

  /** Clearing: every shirt field reset, the stored id removed, then asked again. */
  const clear = useCallback(async () => {
    previewTurn.current++
    setState({ shirt: null, layers: [], busy: false })
    window.localStorage.removeItem(selectedShirtKey)
    return reload()
  }, [reload])

  return { state, show, choosePart, chooseAttribute, chooseFabric, toggleCart, reload, clear }
}
