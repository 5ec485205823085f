import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { seedSnapshot } from '../../tests/support/catalog-fixture.ts'
import { applySelection, type DesignState, selectPart, setAttribute } from '../shirts/design-rules.ts'
import { templateState } from '../shirts/template-state.ts'
import { productionSheetPages, type SheetRemake } from './production-sheet.ts'
import { productionSheetPdf } from './production-sheet-pdf.ts'

const catalog = seedSnapshot()
const folder = mkdtempSync(path.join(tmpdir(), 'nf-sheet-pdf-'))

/**
 * Every extra, contrast and thread colour, and the three monograms: the longest sheet a design
 * can have.
 */
function longestDesign(): DesignState {
  let state = templateState(catalog, 1) as DesignState
  const opened = setAttribute(catalog, state, { partId: 20, attributeId: 512, rawValueId: 226 })
  if (opened.ok) state = opened.state
  for (const partId of [32, 52, 107]) {
    const result = applySelection(catalog, state, {
      categoryId: 10,
      partId,
      attrId: 520,
      attrvalueId: '230$$JM',
      selected: true,
    })
    if (result.ok) state = result.state
  }
  for (const [categoryId, partIds] of [
    [3, [80, 81, 82, 83, 84]],
    [52, [90, 91, 92, 93]],
    [53, [95, 96, 97]],
  ] as const) {
    for (const partId of partIds) {
      const result = selectPart(catalog, state, categoryId, partId)
      if (result.ok) state = result.state
    }
  }
  return state
}

const frozen = (state: DesignState) => ({
  fabricId: state.fabricId,
  parts: [...state.parts],
  attributes: [...state.attributes.values()].map(
    (c) => [c.partId, c.attributeId, c.valueId, c.text] as [number, number, number, string | null],
  ),
  summary: '',
})
const measure = {
  measureId: 1,
  set_name: 'Büro',
  kind: 'body',
  size_neck: 40,
  size_chest: 102,
  size_tail: 92,
}

type Logo = { picture: Buffer | null }

async function render(state: DesignState, logo?: Logo, remake?: SheetRemake) {
  const pages = productionSheetPages(
    catalog,
    {
      orderId: 1,
      customerId: 1,
      number: 'NF-2026-000001',
      createdAt: new Date('2026-11-20T10:00:00Z'),
      needBy: null,
      customerName: 'Erika Muster',
      items: [
        {
          id: 1,
          type: 'shirt',
          amount: 1,
          design: frozen(state),
          measure,
          designs: null,
          wearer: 'Anna Team',
        },
      ],
      teamLogo: logo ? { file: 'a'.repeat(32), position: 'linke Brust', widthCm: 8 } : null,
      remake: remake ?? null,
    },
    new Map(),
  )
  const bytes = await productionSheetPdf(
    pages.map((page) => ({
      ...page,
      preview: null,
      swatch: null,
      qrText: 'https://example.com/admin/orders/1?pos=1',
      logo: page.logo && logo ? { ...page.logo, picture: logo.picture } : null,
    })),
    { title: 'Fertigungsblatt', printedAt: '26.11.2026 08:00', empty: '' },
  )
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.pdf`)
  writeFileSync(file, bytes)
  return {
    // Pictures, not their transparency masks.
    images: execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.trim().split(/\s+/)[2] === 'image').length,
    pages: Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]),
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
  }
}

describe('productionSheetPdf', () => {
  it('puts an ordinary design on one A4 page', async () => {
    const { pages, text } = await render(templateState(catalog, 1) as DesignState)
    expect(pages).toBe(1)
    expect(text).toContain('Fertigmaß')
    expect(text).not.toContain('Fortsetzung')
  })

  it('keeps the longest design readable: its measurements continue on a second page', async () => {
    const { pages, text } = await render(longestDesign())
    expect(pages).toBe(2)
    expect(text).toContain('Fortsetzung')
    expect(text).toContain('Kragenstäbchen aus Metall')
    expect(text).toContain('41,5')
  })

  it("prints a team shirt's logo with its position and width, and says when its file is gone", async () => {
    const picture = await sharp({
      create: { width: 120, height: 60, channels: 4, background: { r: 20, g: 60, b: 140, alpha: 1 } },
    })
      .png()
      .toBuffer()
    const withLogo = await render(templateState(catalog, 1) as DesignState, { picture })
    expect(withLogo.pages).toBe(1)
    for (const text of ['LOGO-STICKEREI', 'linke Brust', '8 cm']) expect(withLogo.text).toContain(text)
    expect(withLogo.text).not.toContain('Logo-Datei fehlt')
    const plain = await render(templateState(catalog, 1) as DesignState)
    expect(withLogo.images - plain.images, 'the logo is one more picture on the page').toBe(1)
    const gone = await render(templateState(catalog, 1) as DesignState, { picture: null })
    expect(gone.text).toContain('Logo-Datei fehlt')
  })

  it('marks a remake NEUANFERTIGUNG with the order it makes again and each changed measurement', async () => {
    const changes = ['Ärmellänge rechts 64,0 → 62,5 cm', 'Ärmellänge links 64,0 → 62,5 cm']
    const { pages, text } = await render(templateState(catalog, 1) as DesignState, undefined, {
      kind: 'remake',
      originalNumber: 'NF-2026-000007',
      changes,
    })
    expect(pages).toBe(1)
    expect(text).toContain('NEUANFERTIGUNG')
    expect(text).toContain('Erstbestellerkulanz zu NF-2026-000007')
    // The arrow is drawn (the brand's text face has none): old and new value on one line.
    expect(text).toMatch(/Ärmellänge rechts 64,0 +62,5 cm/)
    expect(text).toMatch(/Ärmellänge links 64,0 +62,5 cm/)
    const plain = await render(templateState(catalog, 1) as DesignState)
    expect(plain.text).not.toContain('NEUANFERTIGUNG')
  })
})
