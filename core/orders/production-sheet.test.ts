import { describe, expect, it } from 'vitest'
import de from '../../app/i18n/messages/de.json' with { type: 'json' }
import { seedSnapshot } from '../../tests/support/catalog-fixture.ts'
import { namedParts } from '../shirts/design-details.ts'
import { applySelection, type DesignState, selectPart, setAttribute } from '../shirts/design-rules.ts'
import { templateState } from '../shirts/template-state.ts'
import {
  fitOfDesign,
  formatEase,
  formatMeasure,
  measureRows,
  monogramsOf,
  partLines,
  productionSheetPages,
  type SheetOrder,
} from './production-sheet.ts'
import { sheetTexts } from './production-sheet-texts.ts'

const catalog = seedSnapshot()

function must(result: { ok: true; state: DesignState } | { ok: false; code: string }): DesignState {
  if (!result.ok) throw new Error(result.code)
  return result.state
}

/** Template 1 with a high collar, sewn-in stays, firm interlining, 1 mm stitching and a monogram. */
function tailoredDesign(): DesignState {
  let state = templateState(catalog, 1) as DesignState
  state = must(setAttribute(catalog, state, { partId: 1, attributeId: 1, rawValueId: 203 }))
  state = must(setAttribute(catalog, state, { partId: 1, attributeId: 2, rawValueId: 204 }))
  state = must(setAttribute(catalog, state, { partId: 1, attributeId: 5, rawValueId: 210 }))
  state = must(setAttribute(catalog, state, { partId: 1, attributeId: 14, rawValueId: 211 }))
  state = must(setAttribute(catalog, state, { partId: 20, attributeId: 512, rawValueId: 226 }))
  state = must(
    applySelection(catalog, state, {
      categoryId: 10,
      partId: 32,
      attrId: 520,
      attrvalueId: '230$$JM',
      selected: true,
    }),
  )
  state = must(setAttribute(catalog, state, { partId: 32, attributeId: 521, rawValueId: 233 }))
  state = must(setAttribute(catalog, state, { partId: 32, attributeId: 522, rawValueId: 305 }))
  return must(setAttribute(catalog, state, { partId: 32, attributeId: 523, rawValueId: 235 }))
}

describe('measurements for the tailor', () => {
  it.each([
    [42, '42,0'],
    [41.5, '41,5'],
    [101.25, '101,3'],
    [7, '7,0'],
  ])('%d cm is written %s (decimal comma, one decimal)', (value, text) => {
    expect(formatMeasure(value)).toBe(text)
  })

  it.each([
    [1.5, '+1,5'],
    [16, '+16,0'],
    [0, '—'],
  ])('an ease of %d is written %s', (value, text) => {
    expect(formatEase(value)).toBe(text)
  })

  const profile = {
    measureId: 1,
    set_name: 'Mein Maß',
    size_neck: 40,
    size_chest: 100.5,
    size_sleevelength: 64,
  }
  it.each([
    ['a body profile, tailored: body + ease', 'body', 'tailored', 'Brustumfang', ['100,5', '+16,0', '116,5']],
    ['a body profile, slim', 'body', 'slim', 'Halsumfang', ['40,0', '+1,5', '41,5']],
    [
      'a body profile, regular: lengths get no ease',
      'body',
      'regular',
      'Ärmellänge rechts',
      ['64,0', '—', '64,0'],
    ],
    [
      'a shirt-measured profile is the finished shirt',
      'shirt',
      'tailored',
      'Brustumfang',
      ['84,5', '+16,0', '100,5'],
    ],
  ] as const)('%s', (_name, kind, fit, label, [body, ease, shirt]) => {
    const rows = measureRows({ ...profile, kind }, fit)
    expect(rows.find((row) => row.label === label)).toEqual({ label, body, ease, shirt })
  })

  it('gives height and weight no finished measurement', () => {
    const rows = measureRows({ ...profile, kind: 'body', size_height: 182, size_weight: 81 }, 'regular')
    expect(rows.filter((row) => row.shirt === '—').map((row) => row.label)).toEqual([
      'Gewicht (kg)',
      'Körpergröße',
    ])
  })

  it('lists only measured fields', () => {
    expect(measureRows({ ...profile, kind: 'body' }, 'tailored').map((row) => row.label)).toEqual([
      'Halsumfang',
      'Ärmellänge rechts',
      'Brustumfang',
    ])
  })

  it('labels the fields as the German message file does', () => {
    for (const [field, label] of Object.entries(sheetTexts.fields))
      expect(label).toBe((de.measures.fields as Record<string, string>)[field])
  })

  it.each([
    [45, 'slim'],
    [46, 'tailored'],
    [47, 'regular'],
  ])('the fit part %i cuts %s', (partId, fit) => {
    const state = must(selectPart(catalog, templateState(catalog, 1) as DesignState, 11, partId))
    expect(fitOfDesign(catalog, state)).toBe(fit)
  })
})

describe('parts in plain words', () => {
  const lines = partLines(namedParts(catalog, tailoredDesign(), 'de'))
  it.each([
    ['Kragen', 'Kragenhöhe: Hoch'],
    ['Kragen', 'Kragenstäbchen: Eingenäht'],
    ['Kragen', 'Einlage: Fest'],
    ['Kragen', 'Steppung: 1 mm'],
    ['Kragen', 'Kragenspitzen: Spitz'],
    ['Manschetten', 'Uhrenseite: Beide gleich'],
  ])('%s: %s', (category, detail) => {
    expect(lines.find((line) => line.category === category)?.details).toContain(detail)
  })

  it('reads from the collar down, every part once, the monogram not among them', () => {
    const categories = lines.map((line) => line.category)
    expect(categories.slice(0, 3)).toEqual(['Kragen', 'Manschetten', 'Knopfleiste'])
    expect(categories).toContain('Knöpfe')
    expect(new Set(categories).size).toBe(categories.length)
    expect(lines.some((line) => line.details.some((detail) => detail.includes('JM')))).toBe(false)
  })

  it("lists no embroidery switch ('Monogramm: Mit Stickerei') under 'Hemd und Saum'", () => {
    const shirt = lines.find((line) => line.category === 'Hemd und Saum')
    expect(shirt?.details.some((detail) => detail.startsWith('Monogramm'))).toBe(false)
    expect(lines.flatMap((line) => line.details)).not.toContain('Monogramm: Mit Stickerei')
  })
})

describe('monogram line', () => {
  it.each([
    [
      'letters, lettering, thread and cuff',
      tailoredDesign(),
      ['„JM“ · Schrift: Antiqua · Garn: Navy · Position: Rechte Manschette'],
    ],
    ['no monogram', templateState(catalog, 1) as DesignState, []],
  ])('%s', (_name, state, expected) => {
    expect(monogramsOf(namedParts(catalog, state, 'de')).map((monogram) => monogram.line)).toEqual(expected)
  })
})

describe('productionSheetPages', () => {
  const design = tailoredDesign()
  const frozen = {
    fabricId: design.fabricId,
    parts: [...design.parts],
    attributes: [...design.attributes.values()].map(
      (chosen) =>
        [chosen.partId, chosen.attributeId, chosen.valueId, chosen.text] as [
          number,
          number,
          number,
          string | null,
        ],
    ),
    summary: '',
  }
  const order: SheetOrder = {
    orderId: 7,
    customerId: 5,
    number: 'NF-2026-000007',
    // Friday 20 November 2026, afternoon in Berlin.
    createdAt: new Date('2026-11-20T15:00:00Z'),
    needBy: null,
    customerName: 'Erika Muster',
    items: [
      {
        id: 1,
        type: 'shirt',
        amount: 2,
        design: frozen,
        measure: { measureId: 3, set_name: 'Büro', kind: 'body', size_neck: 39 },
        designs: null,
      },
      { id: 2, type: 'product', amount: 1, design: null, measure: null, designs: null },
      { id: 3, type: 'shirt', amount: 1, design: frozen, measure: null, designs: null },
    ],
  }

  it('makes one page per design, with the due date 15 working days after the order day', () => {
    const pages = productionSheetPages(catalog, order, new Map([[design.fabricId, 'B-12']]))
    expect(pages).toHaveLength(2)
    expect(pages[0]).toMatchObject({
      orderNumber: 'NF-2026-000007',
      position: 1,
      positions: 2,
      amount: 2,
      orderedOn: '20.11.2026',
      due: '11.12.2026',
      fabric: { shelf: 'B-12' },
      measures: { name: 'Büro', rows: [{ label: 'Halsumfang', body: '39,0', ease: '+1,5', shirt: '40,5' }] },
    })
    expect(pages[1]?.measures).toBeNull()
  })

  it("shows '—' for a fabric without a shelf place", () => {
    expect(productionSheetPages(catalog, order, new Map())[0]?.fabric.shelf).toBe('—')
  })
  const logo = { file: 'a'.repeat(32), position: 'linke Brust', widthCm: 8 }
  it.each([
    ['a team shirt with a logo', 'Anna Beispiel', logo, true],
    ['a team shirt without a logo', 'Anna Beispiel', null, false],
    ['a shirt of no team', null, logo, false],
  ] as const)(
    'carries the logo embroidery, its position and width for %s',
    (_name, wearer, teamLogo, shown) => {
      const teamOrder: SheetOrder = {
        ...order,
        teamLogo,
        items: [{ ...order.items[0], wearer } as SheetOrder['items'][number]],
      }
      const [page] = productionSheetPages(catalog, teamOrder, new Map())
      // The workshop cuts a team shirt to its wearer's own profile: the sheet always carries it.
      expect(page?.measures?.name).toBe('Büro')
      expect(page?.logo).toEqual(shown ? logo : null)
      // The logo has its own box on the sheet, not a line among the parts.
      expect(page?.parts.some((line) => line.category === sheetTexts.logo)).toBe(false)
    },
  )
})
