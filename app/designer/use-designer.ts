import { useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { brand } from '#config/brand.ts'
import { showToast } from '../components/toast/toast-store.ts'
import { useLocale } from '../lib/use-locale.ts'
import { refreshCartCount } from '../state/cart-store.ts'
import { selectedShirtKey } from '../state/selected-shirt.ts'
import { type DroppedChoices, designerApi } from './designer-api.ts'
import { type CallOutcome, failureText } from './failure-text.ts'
import { layersWithFabric, layersWithPart } from './optimistic-layers.ts'
import type { PreviewLayer, ShirtView } from './types.ts'

export type DesignerState = { shirt: ShirtView | null; layers: PreviewLayer[]; busy: boolean }

/**
 * The designer's client state of spec section 4: one selected shirt, optimistic fabric and
 * attribute changes rolled back on failure, the toasts of spec section 8 (3 s, bottom right).
 */
export function useDesigner(initial: DesignerState) {
  const { t } = useTranslation()
  const locale = useLocale()
  const product = brand.product.word[locale].replace(/^./, (c) => c.toUpperCase())
  const [state, setState] = useState(initial)
  const latest = useRef(state)
  latest.current = state

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
      const names = [...(dropped?.parts ?? []), ...(dropped?.attributes ?? [])].map((item) => item.name)
      if (names.length === 0) return
      showToast({
        kind: 'info',
        title: t('designer.droppedTitle'),
        message: t('designer.dropped', { items: names.join(', ') }),
        group: 'br',
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

  const create = useCallback(
    async (fabricId?: number) => {
      setState((current) => ({ ...current, busy: true }))
      const created = await designerApi.create(1).catch(() => null)
      // A design exists only with the id the server gave it (spec section 5).
      if (!created?.success || !(created.shirtId > 0)) {
        setState((current) => ({ ...current, busy: false }))
        return toastError(created, 'Failed to create shirt')
      }
      if (fabricId) await designerApi.updateFabric(created.shirtId, fabricId).catch(() => null)
      const fetched = await designerApi.fetchSelected().catch(() => null)
      if (fetched?.success) apply(fetched.shirt)
      else toastError(fetched, 'Failed to fetch shirt details')
    },
    [apply, toastError],
  )

  const choosePart = useCallback(
    async (categoryId: number, partId: number, partName: string, selected = true) => {
      const before = latest.current
      if (!before.shirt) return
      const from = before.shirt.parts.find((part) => part.categoryId === categoryId)?.partId
      const guessed = selected && from ? layersWithPart(before.layers, categoryId, from, partId) : null
      previewTurn.current++
      setState({ ...before, busy: true, layers: guessed ?? before.layers })
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
          message: t('designer.partSelected', { part: partName }),
          group: 'br',
        })
      toastDropped(answer.dropped)
    },
    [apply, t, toastError, toastDropped],
  )

  const chooseAttribute = useCallback(
    async (categoryId: number, partId: number, attrId: number, value: number | string) => {
      const before = latest.current
      if (!before.shirt) return
      // Optimistic: the choice shows at once and is rolled back if the server refuses it.
      setState({
        ...before,
        busy: true,
        shirt: { ...before.shirt, attributes: { ...before.shirt.attributes, [attrId]: value } },
      })
      const answer = await designerApi
        .updateShirt({ categoryId, partId, attrId, attrvalueId: value, selected: value !== 0 })
        .catch(() => null)
      if (!answer?.success) {
        setState({ ...before, busy: false })
        return toastError(answer, 'Failed to update attribute')
      }
      apply(answer.shirt)
      toastDropped(answer.dropped)
    },
    [apply, toastError, toastDropped],
  )

  const chooseFabric = useCallback(
    async (fabricId: number) => {
      const before = latest.current
      if (!before.shirt || before.shirt.fabricId === fabricId) return
      previewTurn.current++
      setState({
        ...before,
        busy: true,
        shirt: { ...before.shirt, fabricId },
        layers: layersWithFabric(before.layers, before.shirt.fabricId, fabricId),
      })
      const answer = await designerApi.updateFabric(before.shirt.shirtId, fabricId).catch(() => null)
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
      })
    },
    [apply, t],
  )

  const toggleCart = useCallback(async () => {
    const shirt = latest.current.shirt
    if (!shirt) return
    const inCart = shirt.orderStatus === 1
    const answer = await (inCart
      ? designerApi.remove(shirt.shirtId)
      : designerApi.addToCart(shirt.shirtId)
    ).catch(() => null)
    if (!answer?.success) return toastError(answer, t('designer.cartFailed'))
    setState((current) =>
      current.shirt ? { ...current, shirt: { ...current.shirt, orderStatus: inCart ? 0 : 1 } } : current,
    )
    showToast({
      kind: 'success',
      title: t('designer.toastSuccess'),
      message: t(inCart ? 'designer.removedFromCart' : 'designer.addedToCart', { product }),
      group: 'br',
    })
    await refreshCartCount()
  }, [product, t, toastError])

  /** Loads the selected design again, e.g. after 'Meine Hemden' chose another one. */
  const reload = useCallback(async () => {
    const fetched = await designerApi.fetchSelected().catch(() => null)
    if (fetched?.success) apply(fetched.shirt)
  }, [apply])

  /** Clearing (spec section 4): every shirt field reset, the stored id removed, then asked again. */
  const clear = useCallback(async () => {
    previewTurn.current++
    setState({ shirt: null, layers: [], busy: false })
    window.localStorage.removeItem(selectedShirtKey)
    await reload()
  }, [reload])

  return { state, create, choosePart, chooseAttribute, chooseFabric, toggleCart, reload, clear }
}
