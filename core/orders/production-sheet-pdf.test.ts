import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { seedSnapshot } from '../../tests/support/catalog-fixture.ts'
import { type DesignState, selectPart } from '../shirts/design-rules.ts'
import { templateState } from '../shirts/template-state.ts'
import { productionSheetPages } from './production-sheet.ts'
import { productionSheetPdf } from './production-sheet-pdf.ts'

const catalog = seedSnapshot()
const folder = mkdtempSync(path.join(tmpdir(), 'nf-sheet-pdf-'))

/** Every extra, contrast and thread colour: the longest parts list a design can have. */
function longestDesign(): DesignState {
  let state = templateState(catalog, 1) as DesignState
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

async function render(state: DesignState) {
  const pages = productionSheetPages(
    catalog,
    {
      orderId: 1,
      customerId: 1,
      number: 'NF-2026-000001',
      createdAt: new Date('2026-11-20T10:00:00Z'),
      needBy: null,
      customerName: 'Erika Muster',
      items: [{ id: 1, type: 'shirt', amount: 1, design: frozen(state), measure, designs: null }],
    },
    new Map(),
  )
  const bytes = await productionSheetPdf(
    pages.map((page) => ({
      ...page,
      preview: null,
      swatch: null,
      qrText: 'https://example.com/admin/orders/1?pos=1',
    })),
    { title: 'Fertigungsblatt', printedAt: '26.11.2026 08:00', empty: '' },
  )
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.pdf`)
  writeFileSync(file, bytes)
  return {
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
})
