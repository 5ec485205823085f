import { describe, expect, it } from 'vitest'
import { seedSnapshot } from '../../tests/support/catalog-fixture.ts'
import { shirtFabricAvailable } from '../catalog/stock.ts'
import { changedTemplateState } from '../shirts/template-state.ts'
import {
  type AdvisorFacts,
  adviseShirt,
  advisorFacts,
  advisorQuery,
  type CompleteAnswers,
  completeAnswers,
  parseAdvisorAnswers,
} from './style-advice.ts'

const catalog = seedSnapshot()
const facts = advisorFacts(catalog)
const fabric = (id: number) => {
  const found = catalog.fabrics.get(id)
  if (!found) throw new Error(`no fabric ${id}`)
  return found
}

const answers = (overrides: Partial<CompleteAnswers>): CompleteAnswers => ({
  occasion: 'office',
  formality: 'smart',
  build: 'average',
  colours: [],
  season: 'all-year',
  ...overrides,
})

describe('parseAdvisorAnswers: only the offered choices count', () => {
  it.each([
    [
      'occasion=office&formality=formal&build=slim&season=winter',
      { occasion: 'office', formality: 'formal', build: 'slim', season: 'winter', colours: [] },
    ],
    // Unknown values, wrong case and values of another question are ignored.
    ['occasion=party&formality=FORMAL&build=summer&season=', { colours: [] }],
    // Colours: several, each once, in the page's order; unknown ones dropped.
    ['colours=grey&colours=purple&colours=white&colours=grey', { colours: ['white', 'grey'] }],
    // The first value of a repeated single-choice question counts.
    ['occasion=wedding&occasion=office', { occasion: 'wedding', colours: [] }],
    [`occasion=%3Cscript%3E&build=${'x'.repeat(5000)}`, { colours: [] }],
  ])('%s', (query, expected) => {
    const parsed = parseAdvisorAnswers(new URLSearchParams(query))
    expect(Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined))).toEqual(
      expected,
    )
  })

  it('is complete only with occasion, formality, build and season; colours are optional', () => {
    expect(
      completeAnswers(parseAdvisorAnswers(new URLSearchParams('occasion=office&formality=smart&build=slim'))),
    ).toBeNull()
    const complete = completeAnswers(
      parseAdvisorAnswers(new URLSearchParams('occasion=office&formality=smart&build=slim&season=summer')),
    )
    expect(complete).toEqual({
      occasion: 'office',
      formality: 'smart',
      build: 'slim',
      season: 'summer',
      colours: [],
    })
  })

  it('writes the answers back as the query it parses', () => {
    const given = answers({ colours: ['blue', 'earth'], season: 'winter' })
    expect(completeAnswers(parseAdvisorAnswers(new URLSearchParams(advisorQuery(given))))).toEqual(given)
  })
})

describe('adviseShirt: collar, cuffs and fit', () => {
  // occasion, formality, build, season → collar, cuffs, fit (docs/catalog-ids.md)
  it.each([
    ['office', 'relaxed', 'average', 'all-year', 5, 11, 46],
    ['office', 'smart', 'slim', 'all-year', 1, 12, 45],
    ['office', 'formal', 'strong', 'winter', 2, 13, 47],
    ['wedding', 'relaxed', 'average', 'summer', 2, 12, 46],
    ['wedding', 'smart', 'average', 'all-year', 2, 15, 46],
    ['wedding', 'formal', 'slim', 'all-year', 2, 14, 45],
    ['evening', 'relaxed', 'average', 'all-year', 8, 11, 46],
    ['evening', 'smart', 'average', 'all-year', 2, 15, 46],
    ['evening', 'formal', 'strong', 'winter', 7, 14, 47],
    ['weekend', 'relaxed', 'average', 'all-year', 4, 11, 46],
    // Short sleeves only for a relaxed summer weekend.
    ['weekend', 'relaxed', 'strong', 'summer', 4, 16, 47],
    ['weekend', 'smart', 'slim', 'summer', 4, 11, 45],
    ['weekend', 'formal', 'average', 'all-year', 1, 12, 46],
  ] as const)(
    '%s, %s, %s, %s → collar %i, cuffs %i, fit %i',
    (occasion, formality, build, season, collar, cuff, fit) => {
      const advice = adviseShirt(answers({ occasion, formality, build, season }), facts)
      expect(advice).toMatchObject({ collarPartId: collar, cuffPartId: cuff, fitPartId: fit })
    },
  )

  it('falls back to the category default when the admin has taken the part out of the range', () => {
    const without: AdvisorFacts = {
      ...facts,
      activePartIds: new Set([...facts.activePartIds].filter((id) => id !== 7 && id !== 14 && id !== 47)),
    }
    const advice = adviseShirt(
      answers({ occasion: 'evening', formality: 'formal', build: 'strong' }),
      without,
    )
    expect(advice).toMatchObject({ collarPartId: 1, cuffPartId: 11, fitPartId: 46 })
  })
})

describe('adviseShirt: three fabrics', () => {
  // answers → what each proposed fabric must be, and the first fabric's reason
  it.each([
    [
      'a formal evening: white, smooth, no checks',
      answers({ occasion: 'evening', formality: 'formal', colours: ['white'] }),
      (id: number) => fabric(id).pattern !== 'checks' && fabric(id).weave !== 'flannel',
      'white-formal',
    ],
    [
      'a relaxed summer weekend in earth tones: linen first',
      answers({ occasion: 'weekend', formality: 'relaxed', colours: ['earth'], season: 'summer' }),
      (id: number) => ['beige', 'brown', 'green', 'yellow'].includes(fabric(id).colour),
      'linen-summer',
    ],
    [
      'winter in the office in grey: warm and grey',
      answers({ occasion: 'office', formality: 'smart', colours: ['grey'], season: 'winter' }),
      (id: number) => ['grey', 'black'].includes(fabric(id).colour) && fabric(id).weave !== 'linen',
      'warm-winter',
    ],
    [
      'no colour chosen: the classic white and blues',
      answers({}),
      (id: number) => ['white', 'light-blue', 'blue', 'navy'].includes(fabric(id).colour),
      'non-iron-office',
    ],
    [
      'summer: nothing heavy but linen',
      answers({ colours: ['blue'], season: 'summer' }),
      (id: number) => fabric(id).weave === 'linen' || fabric(id).weightGsm < 150,
      'light-summer',
    ],
  ] as const)('%s', (_name, given, holds, firstReason) => {
    const advice = adviseShirt(given, facts)
    const ids = advice?.fabrics.map((proposed) => proposed.fabricId) ?? []
    expect(ids).toHaveLength(3)
    expect(new Set(ids).size).toBe(3)
    for (const id of ids) expect(holds(id), `fabric ${id}`).toBe(true)
    expect(advice?.fabrics[0]?.reason).toBe(firstReason)
  })

  it('gives a relaxed summer weekend a linen among the three, and a winter weekend a flannel', () => {
    const summer = adviseShirt(
      answers({ occasion: 'weekend', formality: 'relaxed', season: 'summer' }),
      facts,
    )
    const winter = adviseShirt(
      answers({ occasion: 'weekend', formality: 'relaxed', season: 'winter' }),
      facts,
    )
    expect(summer?.fabrics.some((proposed) => fabric(proposed.fabricId).weave === 'linen')).toBe(true)
    expect(winter?.fabrics.some((proposed) => fabric(proposed.fabricId).weave === 'flannel')).toBe(true)
  })

  const everyAnswer: CompleteAnswers[] = (['office', 'wedding', 'evening', 'weekend'] as const).flatMap(
    (occasion) =>
      (['relaxed', 'smart', 'formal'] as const).flatMap((formality) =>
        (['summer', 'all-year', 'winter'] as const).flatMap((season) =>
          ([[], ['white'], ['blue', 'pink'], ['grey', 'earth']] as const).map((colours) =>
            answers({ occasion, formality, season, colours: [...colours] }),
          ),
        ),
      ),
  )

  it('proposes for every combination three different, active fabrics in stock and parts of the right categories', () => {
    for (const given of everyAnswer) {
      const advice = adviseShirt(given, facts)
      expect(advice).not.toBeNull()
      if (!advice) continue
      const ids = advice.fabrics.map((proposed) => proposed.fabricId)
      expect(new Set(ids).size).toBe(3)
      for (const id of ids) expect(fabric(id).active && shirtFabricAvailable(fabric(id).stock)).toBe(true)
      expect(catalog.parts.get(advice.collarPartId)?.categoryId).toBe(1)
      expect(catalog.parts.get(advice.cuffPartId)?.categoryId).toBe(2)
      expect(catalog.parts.get(advice.fitPartId)?.categoryId).toBe(11)
      // The proposal is a design the designer's rules accept.
      const state = changedTemplateState(catalog, 1, {
        fabricId: ids[0] ?? 0,
        partIds: [advice.collarPartId, advice.cuffPartId, advice.fitPartId],
      })
      expect(state?.parts.has(advice.collarPartId)).toBe(true)
    }
  })

  it('never proposes a sold-out or retired fabric', () => {
    const soldOut = [...catalog.fabrics.values()].filter((entry) => !shirtFabricAvailable(entry.stock))
    expect(soldOut.length).toBeGreaterThan(0)
    const retired = new Set(facts.fabrics.slice(0, 40).map((entry) => entry.id))
    const fewer: AdvisorFacts = { ...facts, fabrics: facts.fabrics.filter((entry) => !retired.has(entry.id)) }
    for (const given of everyAnswer) {
      for (const proposed of adviseShirt(given, fewer)?.fabrics ?? []) {
        expect(retired.has(proposed.fabricId)).toBe(false)
        expect(soldOut.some((entry) => entry.id === proposed.fabricId)).toBe(false)
      }
    }
  })

  it('proposes nothing without a fabric a shirt can be cut from', () => {
    expect(adviseShirt(answers({}), { ...facts, fabrics: [] })).toBeNull()
  })
})
