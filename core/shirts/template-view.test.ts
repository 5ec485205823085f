import { describe, expect, it } from 'vitest'
import { seedSnapshot } from '../../tests/support/catalog-fixture.ts'
import { defaultTemplateId, templateView } from './template-view.ts'

const catalog = seedSnapshot()
const retired = { ...seedSnapshot(), fabrics: new Map(catalog.fabrics) }
const template1Fabric = catalog.templates.get(1)?.fabricId ?? 0
retired.fabrics.set(1005, {
  ...(catalog.fabrics.get(1005) as NonNullable<ReturnType<typeof catalog.fabrics.get>>),
  active: false,
})

describe('templateView: a template shown before it is anyone’s design', () => {
  it.each([
    // start, catalog, fabric shown, picture, start kept
    [
      { templateId: 1, fabricId: null },
      catalog,
      template1Fabric,
      '/folded/template/1.png',
      { templateId: 1, fabricId: null },
    ],
    [
      { templateId: 2, fabricId: null },
      catalog,
      catalog.templates.get(2)?.fabricId,
      '/folded/template/2.png',
      { templateId: 2, fabricId: null },
    ],
    // Another fabric: no composed picture of it exists; the layers show it.
    [{ templateId: 1, fabricId: 1005 }, catalog, 1005, null, { templateId: 1, fabricId: 1005 }],
    // The template's own fabric named again is the template as it is.
    [
      { templateId: 1, fabricId: template1Fabric },
      catalog,
      template1Fabric,
      '/folded/template/1.png',
      { templateId: 1, fabricId: null },
    ],
    // An unknown or retired fabric is ignored.
    [
      { templateId: 1, fabricId: 999_999 },
      catalog,
      template1Fabric,
      '/folded/template/1.png',
      { templateId: 1, fabricId: null },
    ],
    [
      { templateId: 1, fabricId: 1005 },
      retired,
      template1Fabric,
      '/folded/template/1.png',
      { templateId: 1, fabricId: null },
    ],
  ] as const)('%o', (start, snapshot, fabricId, picture, kept) => {
    const view = templateView(snapshot, start, 'de', 0.19)
    expect(view?.shirt.shirtId).toBe(0)
    expect(view?.shirt.fabricId).toBe(fabricId)
    expect(view?.shirt.otId).toBe(start.templateId)
    expect(view?.shirt.orderStatus).toBe(0)
    expect(view?.picture).toBe(picture)
    expect(view?.start).toEqual(kept)
    expect(view?.layers).toContainEqual([`body-${fabricId}.png`, 'fabric', 10, 1])
  })

  it('is null for an unknown template', () => {
    expect(templateView(catalog, { templateId: 9999, fabricId: null }, 'de', 0.19)).toBeNull()
  })

  it('names the default template’s parts and price in the visitor’s language and VAT', () => {
    const de = templateView(catalog, { templateId: defaultTemplateId, fabricId: null }, 'de', 0.19)
    const en = templateView(catalog, { templateId: defaultTemplateId, fabricId: null }, 'en', 0.19)
    const ch = templateView(catalog, { templateId: defaultTemplateId, fabricId: null }, 'de', 0)
    expect(de?.shirt.summary).toContain('Kent')
    expect(de?.shirt.fabricName).toBe('Popeline Weiß')
    expect(en?.shirt.fabricName).not.toBe(de?.shirt.fabricName)
    expect(ch?.shirt.priceBrutto).toBeLessThan(de?.shirt.priceBrutto ?? 0)
  })
})
