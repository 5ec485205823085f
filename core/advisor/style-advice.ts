import type { CatalogSnapshot } from '../catalog/snapshot.ts'
import { shirtFabricAvailable } from '../catalog/stock.ts'
import type { FabricDef, FabricPattern, FabricWeave } from '../catalog/types.ts'

/**
 * The style advisor of /stilberater: five questions answered with pictures, and a pure rule that
 * turns the answers into a collar, cuffs, a fit and three fabrics, each with a reason the page
 * says in plain language. The answers travel in the address (a GET form), so only the offered
 * choices count: anything else is ignored, as if the question had not been answered.
 */
export const advisorQuestions = {
  occasion: ['office', 'wedding', 'evening', 'weekend'],
  formality: ['relaxed', 'smart', 'formal'],
  build: ['slim', 'average', 'strong'],
  colours: ['white', 'blue', 'pink', 'grey', 'earth'],
  season: ['summer', 'all-year', 'winter'],
} as const

type Questions = typeof advisorQuestions
export type AdvisorQuestion = keyof Questions
export type Occasion = Questions['occasion'][number]
export type Formality = Questions['formality'][number]
export type Build = Questions['build'][number]
export type ColourChoice = Questions['colours'][number]
export type Season = Questions['season'][number]

/** The questions in the order the page asks them. */
export const advisorQuestionOrder = ['occasion', 'formality', 'build', 'colours', 'season'] as const

/** What the visitor answered; a question without a valid answer is absent (colours: empty). */
export type AdvisorAnswers = {
  occasion?: Occasion
  formality?: Formality
  build?: Build
  colours: ColourChoice[]
  season?: Season
}

export type CompleteAnswers = Required<Omit<AdvisorAnswers, 'colours'>> & { colours: ColourChoice[] }

const offered = <Q extends AdvisorQuestion>(question: Q, value: string | null | undefined) =>
  (advisorQuestions[question] as readonly string[]).includes(value ?? '')
    ? (value as Questions[Q][number])
    : undefined

/**
 * The answers of a query string. Values outside the offered choices are ignored; colours may be
 * repeated (`colours=blue&colours=white`), each counted once, in the page's order.
 */
export function parseAdvisorAnswers(params: URLSearchParams): AdvisorAnswers {
  const liked = new Set(params.getAll('colours'))
  return {
    occasion: offered('occasion', params.get('occasion')),
    formality: offered('formality', params.get('formality')),
    build: offered('build', params.get('build')),
    colours: advisorQuestions.colours.filter((colour) => liked.has(colour)),
    season: offered('season', params.get('season')),
  }
}

/** Every single-choice question answered (colours are optional: none means 'no preference'). */
export function completeAnswers(answers: AdvisorAnswers): CompleteAnswers | null {
  const { occasion, formality, build, season } = answers
  if (!occasion || !formality || !build || !season) return null
  return { occasion, formality, build, season, colours: answers.colours }
}

/** The answers as the query string of a shareable result (and the hidden fields of its form). */
export function advisorQuery(answers: CompleteAnswers): [string, string][] {
  return [
    ['occasion', answers.occasion],
    ['formality', answers.formality],
    ['build', answers.build],
    ...answers.colours.map((colour): [string, string] => ['colours', colour]),
    ['season', answers.season],
  ]
}

/** What the rule needs to know of the catalog: which parts can be chosen, which fabrics are there. */
export type AdvisorFabric = {
  id: number
  /** A colour family, pattern and weave of core/catalog/types.ts (the database keeps them as text). */
  colour: FabricDef['colour'] | (string & {})
  pattern: FabricPattern | (string & {})
  weave: FabricWeave | (string & {})
  weightGsm: number
  nonIron: boolean
}
export type AdvisorFacts = { activePartIds: ReadonlySet<number>; fabrics: readonly AdvisorFabric[] }

/** The facts of a catalog snapshot: active parts, and the active fabrics a shirt can still be cut from. */
export function advisorFacts(catalog: CatalogSnapshot): AdvisorFacts {
  return {
    activePartIds: new Set([...catalog.parts.values()].filter((part) => part.active).map((part) => part.id)),
    fabrics: [...catalog.fabrics.values()]
      .filter((fabric) => fabric.active && shirtFabricAvailable(fabric.stock))
      .map(({ id, colour, pattern, weave, weightGsm, nonIron }) => ({
        id,
        colour,
        pattern,
        weave,
        weightGsm,
        nonIron,
      })),
  }
}

/** Why a fabric was proposed: the page says each in plain language (advisor.fabricReason.*). */
export type FabricReason =
  | 'white-formal'
  | 'colour-liked'
  | 'wardrobe-basic'
  | 'linen-summer'
  | 'light-summer'
  | 'warm-winter'
  | 'non-iron-office'
  | 'structure'
  | 'pattern-relaxed'
  | 'classic'

export type StyleAdvice = {
  collarPartId: number
  cuffPartId: number
  fitPartId: number
  /** Three fabrics, the best first; the design of 'Diesen Entwurf gestalten' takes the first. */
  fabrics: { fabricId: number; reason: FabricReason }[]
}

// Collar per occasion and formality (docs/catalog-ids.md: 1 Kent, 2 Haifisch, 4 Button-down,
// 5 Button-under, 7 Frack, 8 Steh), the content page's table 'Das richtige Hemd für den Anlass'.
const collars: Record<Occasion, Record<Formality, number>> = {
  office: { relaxed: 5, smart: 1, formal: 2 },
  wedding: { relaxed: 2, smart: 2, formal: 2 },
  evening: { relaxed: 8, smart: 2, formal: 7 },
  weekend: { relaxed: 4, smart: 4, formal: 1 },
}

// Cuffs: 11 one button rounded, 12 two buttons, 13 cut-away, 14 French, 15 cocktail, 16 short sleeve.
const cuffs: Record<Occasion, Record<Formality, number>> = {
  office: { relaxed: 11, smart: 12, formal: 13 },
  wedding: { relaxed: 12, smart: 15, formal: 14 },
  evening: { relaxed: 11, smart: 15, formal: 14 },
  weekend: { relaxed: 11, smart: 11, formal: 12 },
}

// Fit: 45 Slim, 46 Tailored, 47 Regular.
const fits: Record<Build, number> = { slim: 45, average: 46, strong: 47 }

/** The defaults of the shirt's categories, for a part the admin has taken out of the range. */
const fallbackParts = { collar: 1, cuff: 11, fit: 46 } as const

const colourFamilies: Record<ColourChoice, readonly AdvisorFabric['colour'][]> = {
  white: ['white'],
  blue: ['light-blue', 'blue', 'navy'],
  pink: ['pink', 'red', 'purple'],
  grey: ['grey', 'black'],
  earth: ['beige', 'brown', 'green', 'yellow'],
}

const formalWeaves: readonly string[] = ['poplin', 'twill', 'herringbone', 'dobby', 'end-on-end']
const relaxedWeaves: readonly string[] = ['oxford', 'linen', 'flannel']

function choosePart(facts: AdvisorFacts, wanted: number, fallback: number): number {
  return facts.activePartIds.has(wanted) ? wanted : fallback
}

/** The shirt's colours for these answers: the liked ones, else the classic white and blues. */
function wantedFamilies(answers: CompleteAnswers): Set<string> {
  const chosen = answers.colours.length > 0 ? answers.colours : (['white', 'blue'] as const)
  return new Set(chosen.flatMap((choice) => colourFamilies[choice]))
}

type Scored = { fabric: AdvisorFabric; score: number; reasons: FabricReason[] }

/** A fabric's points for these answers and the reasons that speak for it, the strongest first. */
function scoreFabric(fabric: AdvisorFabric, answers: CompleteAnswers, families: Set<string>): Scored {
  const reasons: [FabricReason, number][] = []
  const dressy = answers.formality === 'formal' || answers.occasion === 'evening'
  if (families.has(fabric.colour))
    reasons.push(answers.colours.length > 0 ? ['colour-liked', 6] : ['wardrobe-basic', 3])
  if (dressy && fabric.colour === 'white' && families.has('white')) reasons.push(['white-formal', 7])
  // Formality: fine, smooth weaves and quiet patterns dress up; textured ones and checks relax.
  if (answers.formality === 'formal') {
    if (formalWeaves.includes(fabric.weave)) reasons.push(['classic', 3])
    if (fabric.weave === 'herringbone' || fabric.weave === 'dobby') reasons.push(['structure', 1])
    if (fabric.pattern === 'checks' || fabric.pattern === 'dots' || relaxedWeaves.includes(fabric.weave))
      reasons.push(['classic', -8])
    if (fabric.pattern === 'stripes') reasons.push(['classic', -2])
  } else if (answers.formality === 'relaxed') {
    if (relaxedWeaves.includes(fabric.weave)) reasons.push(['structure', 3])
    if (fabric.pattern === 'checks' || fabric.pattern === 'stripes') reasons.push(['pattern-relaxed', 2])
  } else {
    if (fabric.weave === 'flannel' || fabric.weave === 'linen') reasons.push(['structure', -3])
    if (fabric.pattern === 'checks' && answers.occasion !== 'weekend') reasons.push(['pattern-relaxed', -2])
    if (fabric.weave === 'end-on-end' || fabric.weave === 'herringbone' || fabric.weave === 'dobby')
      reasons.push(['structure', 2])
  }
  if (answers.occasion === 'wedding' || answers.occasion === 'evening') {
    if (fabric.pattern === 'checks' || fabric.weave === 'flannel') reasons.push(['classic', -5])
  }
  // The season: air in summer, warmth in winter.
  if (answers.season === 'summer') {
    if (fabric.weave === 'linen') reasons.push(['linen-summer', answers.formality === 'formal' ? 1 : 5])
    else if (fabric.weightGsm <= 115) reasons.push(['light-summer', 4])
    // Linen is heavy on the scale but open and cool; other heavy cloth is warm.
    if (fabric.weave === 'flannel' || (fabric.weave !== 'linen' && fabric.weightGsm >= 150))
      reasons.push(['warm-winter', -6])
  } else if (answers.season === 'winter') {
    if (fabric.weave === 'flannel') reasons.push(['warm-winter', answers.formality === 'formal' ? 1 : 5])
    else if (fabric.weightGsm >= 135) reasons.push(['warm-winter', 3])
    if (fabric.weave === 'linen' || fabric.weightGsm <= 105) reasons.push(['light-summer', -6])
  } else {
    if (fabric.weave === 'linen' || fabric.weave === 'flannel') reasons.push(['structure', -3])
  }
  if (answers.occasion === 'office' && fabric.nonIron) reasons.push(['non-iron-office', 3])
  const score = reasons.reduce((sum, [, points]) => sum + points, 0)
  // The colour comes last: the visitor chose it (or left it to us), so it is said only when
  // nothing else is.
  const colourLast = (reason: FabricReason) =>
    Number(reason === 'colour-liked' || reason === 'wardrobe-basic')
  const positive = reasons
    .filter(([, points]) => points > 0)
    .sort((a, b) => colourLast(a[0]) - colourLast(b[0]) || b[1] - a[1])
    .map(([reason]) => reason)
  return { fabric, score, reasons: positive.length > 0 ? [...new Set(positive)] : ['classic'] }
}

/**
 * Three fabrics for the answers: the highest scores, ties by catalog order; the second and third
 * differ from those before them in colour and weave where the catalog allows, else in one of
 * them, so the three are real alternatives.
 */
function chooseFabrics(answers: CompleteAnswers, facts: AdvisorFacts): StyleAdvice['fabrics'] {
  const families = wantedFamilies(answers)
  const ranked = facts.fabrics
    .map((fabric, index) => ({ ...scoreFabric(fabric, answers, families), index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
  const picked: Scored[] = []
  const differs = (candidate: Scored, strict: boolean) =>
    picked.every((chosen) => {
      const colour = chosen.fabric.colour !== candidate.fabric.colour
      const weave = chosen.fabric.weave !== candidate.fabric.weave
      return strict ? colour && weave : colour || weave
    })
  // Only among the well-matching ones in the chosen colours: a poor match is no alternative,
  // however different.
  const liked = ranked.filter(
    (candidate) => answers.colours.length === 0 || families.has(candidate.fabric.colour),
  )
  const good = liked.filter((candidate) => candidate.score >= (liked[2]?.score ?? 0) - 4)
  for (const strict of [true, false])
    for (const candidate of good) if (picked.length < 3 && differs(candidate, strict)) picked.push(candidate)
  for (const candidate of ranked) if (picked.length < 3 && !picked.includes(candidate)) picked.push(candidate)
  // Each fabric says the strongest reason not said for one before it, where it has one.
  const said = new Set<FabricReason>()
  return picked.map(({ fabric, reasons }) => {
    const reason = reasons.find((candidate) => !said.has(candidate)) ?? (reasons[0] as FabricReason)
    said.add(reason)
    return { fabricId: fabric.id, reason }
  })
}

/**
 * The advice for complete answers: collar, cuffs and fit from the tables above (the category's
 * default when the admin has taken that part out of the range), three fabrics from the active
 * fabrics in stock. Null when the catalog has no fabric a shirt can be cut from.
 */
export function adviseShirt(answers: CompleteAnswers, facts: AdvisorFacts): StyleAdvice | null {
  const fabrics = chooseFabrics(answers, facts)
  if (fabrics.length === 0) return null
  const wantedCuff =
    answers.season === 'summer' && answers.occasion === 'weekend' && answers.formality === 'relaxed'
      ? 16
      : cuffs[answers.occasion][answers.formality]
  return {
    collarPartId: choosePart(facts, collars[answers.occasion][answers.formality], fallbackParts.collar),
    cuffPartId: choosePart(facts, wantedCuff, fallbackParts.cuff),
    fitPartId: choosePart(facts, fits[answers.build], fallbackParts.fit),
    fabrics,
  }
}
