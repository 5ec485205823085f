import type { Locale } from '#config/locales.ts'
import { type CatalogSnapshot, catalogText } from '../catalog/snapshot.ts'
import type { DesignState } from './design-rules.ts'

/** Order in which a tailor reads a design: cloth first, then the parts from the collar down. */
export const readingOrder = [1, 2, 13, 12, 9, 11, 6, 54, 52, 53, 3] as const

const words: Record<Locale, { monogram: string; in: string; on: string }> = {
  de: { monogram: 'Monogramm', in: 'in', on: 'auf' },
  en: { monogram: 'monogram', in: 'in', on: 'on' },
  fr: { monogram: 'monogramme', in: 'en', on: 'sur' },
  es: { monogram: 'monograma', in: 'en', on: 'en' },
}

/**
 * The design as one plain-language line ('Popeline Weiß, Kentkragen, Umschlagmanschette, …,
 * Monogramm JM in Marine auf linke Manschette'): beside the preview, above the order button, in
 * emails and on the production sheet.
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
    const colour = state.attributes.get(`${partId}:522`)?.valueId
    const position = state.attributes.get(`${partId}:523`)?.valueId
    const w = words[locale]
    let text = `${w.monogram} ${letters}`
    if (colour) text += ` ${w.in} ${name('value', colour)}`
    text += ` ${w.on} ${position ? name('value', position) : name('part', partId)}`
    parts.push(text)
  }
  return parts.join(', ')
}
