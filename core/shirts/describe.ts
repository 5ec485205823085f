import type { Locale } from '#config/locales.ts'
import { type CatalogSnapshot, catalogText } from '../catalog/snapshot.ts'
import type { DesignState } from './design-rules.ts'
import { monogramPhrase } from './monogram-phrase.ts'

/** Order in which a tailor reads a design: cloth first, then the parts from the collar down. */
export const readingOrder = [1, 2, 13, 12, 9, 11, 6, 54, 52, 53, 3] as const

const words: Record<Locale, { in: string }> = {
  de: { in: 'in' },
  en: { in: 'in' },
  fr: { in: 'en' },
  es: { in: 'en' },
}

/** The thread colour of a monogram when none is chosen (white, every colour attribute's default). */
const defaultYarnValueId = 300

/**
 * The design as one plain-language line ('Popeline Weiß, Kent, Umschlagmanschette, …,
 * Monogramm JM in Schreibschrift, Garn in Navy, auf der linken Manschette'): beside the preview,
 * above the order button, in emails and on the production sheet.
 */
export function describeDesign(catalog: CatalogSnapshot, state: DesignState, locale: Locale): string {
  const name = (kind: 'part' | 'value' | 'fabric', id: number) => catalogText(catalog, kind, id, locale).name
  const parts: string[] = [name('fabric', state.fabricId)]
  const chosen = [...state.parts]
  for (const categoryId of readingOrder) {
    for (const [partId, category] of chosen) {
      if (category !== categoryId || partId === 60) continue
      let text = name('part', partId)
      if (categoryId === 52) {
        const contrast = state.attributes.get(`${partId}:530`)?.valueId
        if (contrast) text += ` (${name('value', contrast)})`
      }
      if (categoryId === 53) {
        const colour = state.attributes.get(`${partId}:540`)?.valueId
        if (colour) text += ` ${words[locale].in} ${name('value', colour)}`
      }
      parts.push(text)
    }
  }
  for (const partId of [32, 52, 107]) {
    if (!state.parts.has(partId)) continue
    const letters = state.attributes.get(`${partId}:520`)?.text
    if (!letters) continue
    const colour = state.attributes.get(`${partId}:522`)?.valueId ?? defaultYarnValueId
    parts.push(
      monogramPhrase(locale, {
        partId,
        letters,
        fontValueId: state.attributes.get(`${partId}:521`)?.valueId,
        colour: name('value', colour),
        positionValueId: state.attributes.get(`${partId}:523`)?.valueId,
      }),
    )
  }
  return parts.join(', ')
}

/**
 * A design's name for the customer: its fabric and collar ('Popeline Weiß · Kent'). Lists,
 * cards and the dashboard call a design by it; a database number ('Hemd 5' for someone's first
 * shirt) means nothing to the customer.
 */
export function designName(catalog: CatalogSnapshot, state: DesignState, locale: Locale): string {
  const fabric = catalogText(catalog, 'fabric', state.fabricId, locale).name
  const collar = [...state.parts].find(([, categoryId]) => categoryId === 1)?.[0]
  return collar ? `${fabric} · ${catalogText(catalog, 'part', collar, locale).name}` : fabric
}
