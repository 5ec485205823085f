import type { Locale } from '#config/locales.ts'

/**
 * Words the shop's customers type for things the catalog and the guides call otherwise, per
 * language of the page searched from: the key is a typed word without accents, the values are
 * words of that language's texts. A German word typed on an English page ('Manschettenknöpfe'
 * on /en) finds the English product, 'Haifisch' the cutaway collar in every language.
 */
const synonyms: Record<Locale, Record<string, readonly string[]>> = {
  de: {
    // German compounds are single words to the german configuration: the accessories' names.
    krawatte: ['seidenkrawatte', 'strickkrawatte'],
    krawatten: ['seidenkrawatte', 'strickkrawatte'],
    cutaway: ['haifisch'],
    shark: ['haifisch'],
    cufflinks: ['manschettenknopfe'],
    manschettenknopf: ['manschettenknopfe'],
    krawattennadel: ['krawatte'],
    schlips: ['krawatte', 'seidenkrawatte', 'strickkrawatte'],
    binder: ['krawatte', 'seidenkrawatte'],
    mascherl: ['fliege'],
    stabchen: ['kragenstabchen'],
    linen: ['leinen'],
    tie: ['krawatte'],
  },
  en: {
    haifisch: ['cutaway'],
    haifischkragen: ['cutaway'],
    shark: ['cutaway'],
    spread: ['cutaway'],
    manschettenknopfe: ['cufflinks'],
    manschettenknopf: ['cufflinks'],
    cufflink: ['cufflinks'],
    krawatte: ['tie'],
    necktie: ['tie'],
    fliege: ['bow'],
    bowtie: ['bow', 'tie'],
    kragenstabchen: ['collar', 'stays'],
    noniron: ['non', 'iron'],
    leinen: ['linen'],
  },
  fr: {
    haifisch: ['italien', 'requin'],
    requin: ['italien', 'requin'],
    cutaway: ['italien', 'requin'],
    manschettenknopfe: ['manchette', 'bouton'],
    cufflinks: ['manchette', 'bouton'],
    boutons: ['bouton'],
    krawatte: ['cravate'],
    leinen: ['lin'],
    linen: ['lin'],
    baleines: ['baleine'],
  },
  es: {
    haifisch: ['italiano'],
    tiburon: ['italiano'],
    cutaway: ['italiano'],
    manschettenknopfe: ['gemelos'],
    cufflinks: ['gemelos'],
    mancuernas: ['gemelos'],
    mancuernillas: ['gemelos'],
    krawatte: ['corbata'],
    leinen: ['lino'],
    linen: ['lino'],
    ballenas: ['ballena'],
  },
}

/** The words a typed word also stands for on a page in `locale` (none when it has no synonyms). */
export function synonymsOf(word: string, locale: Locale): readonly string[] {
  return synonyms[locale][word] ?? []
}
