import type { Locale } from '#config/locales.ts'

/** Where each embroidery part sits when no position is chosen (the part's first position). */
export const defaultPositionByPart: Readonly<Record<number, number>> = { 32: 234, 52: 236, 107: 238 }
/** The lettering a monogram has when none is chosen (attribute 521's default). */
export const defaultFontValueId = 231

type Grammar = {
  /** 'in Schreibschrift', by font value id */
  font: Readonly<Record<number, string>>
  /** 'auf der linken Manschette', by position value id */
  position: Readonly<Record<number, string>>
  /** The whole phrase from its pieces, in the language's word order. */
  sentence: (pieces: { letters: string; font: string; colour: string; position: string }) => string
}

/**
 * The monogram's line of the design summary, per language with its own grammar: the position with
 * its article and case ('auf der linken Manschette', not 'auf Linke Manschette'), the lettering
 * and the thread colour. The catalogue names positions and fonts as labels ('Linke Manschette');
 * a sentence needs them declined, so they are written here once per language.
 */
const grammar: Readonly<Record<Locale, Grammar>> = {
  de: {
    font: { 231: 'in Schreibschrift', 232: 'in Blockschrift', 233: 'in Antiqua' },
    position: {
      234: 'auf der linken Manschette',
      235: 'auf der rechten Manschette',
      236: 'auf der linken Brust',
      237: 'auf der Brusttasche',
      238: 'innen am Kragensteg',
    },
    sentence: ({ letters, font, colour, position }) =>
      `Monogramm ${letters} ${font}, Garn in ${colour}, ${position}`,
  },
  en: {
    font: { 231: 'in script', 232: 'in block capitals', 233: 'in roman lettering' },
    position: {
      234: 'on the left cuff',
      235: 'on the right cuff',
      236: 'on the left chest',
      237: 'on the pocket',
      238: 'inside the collar band',
    },
    sentence: ({ letters, font, colour, position }) =>
      `Monogram ${letters} ${font}, ${colour.toLowerCase()} thread, ${position}`,
  },
  fr: {
    font: { 231: 'en écriture manuscrite', 232: 'en capitales bâton', 233: 'en caractères romains' },
    position: {
      234: 'sur le poignet gauche',
      235: 'sur le poignet droit',
      236: 'sur la poitrine gauche',
      237: 'sur la poche',
      238: 'à l’intérieur du pied de col',
    },
    sentence: ({ letters, font, colour, position }) =>
      `Monogramme ${letters} ${font}, fil ${colour.toLowerCase()}, ${position}`,
  },
  es: {
    font: { 231: 'en letra caligráfica', 232: 'en letra de palo', 233: 'en letra romana' },
    position: {
      234: 'en el puño izquierdo',
      235: 'en el puño derecho',
      236: 'en el lado izquierdo del pecho',
      237: 'sobre el bolsillo',
      238: 'en el interior del pie de cuello',
    },
    sentence: ({ letters, font, colour, position }) =>
      `Monograma ${letters} ${font}, hilo ${colour.toLowerCase()}, ${position}`,
  },
}

/**
 * 'Monogramm JM in Schreibschrift, Garn in Navy, auf der linken Manschette'. `colour` is the
 * thread's catalogue name in the same language; unknown ids fall back to the part's defaults.
 */
export function monogramPhrase(
  locale: Locale,
  monogram: {
    partId: number
    letters: string
    fontValueId?: number
    colour: string
    positionValueId?: number
  },
): string {
  const words = grammar[locale]
  const font = words.font[monogram.fontValueId ?? defaultFontValueId] ?? words.font[defaultFontValueId] ?? ''
  const positionId = monogram.positionValueId ?? defaultPositionByPart[monogram.partId] ?? 234
  const position =
    words.position[positionId] ?? words.position[defaultPositionByPart[monogram.partId] ?? 234] ?? ''
  return words.sentence({ letters: monogram.letters, font, colour: monogram.colour, position })
}

/** Every font and position id the phrases know, for the test that each language covers them. */
export const phraseIds = {
  fonts: Object.keys(grammar.de.font).map(Number),
  positions: Object.keys(grammar.de.position).map(Number),
}
export const monogramGrammar = grammar
