import { describe, expect, it, vi } from 'vitest'
import { locales } from '../../../config/locales.ts'
import {
  defaultFacetsOf,
  fabricOpacities,
  fabricSeasons,
  fabricStretches,
  fabricWeightClasses,
} from '../../../core/catalog/fabric-facets.ts'
import type { TemplateDef, Translated } from '../../../core/catalog/types.ts'
import {
  attributes,
  attributeValues,
  categories,
  collarAttributeIds,
  contrastFabricIds,
  embroideryGateValueId,
  embroideryPositionsByPartId,
  fabrics,
  parts,
  templates,
} from './index.ts'

const categoryById = new Map(categories.map((category) => [category.id, category]))
const partById = new Map(parts.map((part) => [part.id, part]))
const attributeById = new Map(attributes.map((attribute) => [attribute.id, attribute]))
const valueById = new Map(attributeValues.map((value) => [value.id, value]))
const fabricById = new Map(fabrics.map((fabric) => [fabric.id, fabric]))

function duplicates(ids: readonly number[]) {
  return ids.filter((id, index) => ids.indexOf(id) !== index)
}

function isComplete(text: Translated) {
  return locales.every((locale) => typeof text[locale] === 'string' && text[locale].trim().length > 0)
}

function range(from: number, to: number) {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index)
}

describe('ids', () => {
  it.each([
    ['categories', categories.map((category) => category.id)],
    ['parts', parts.map((part) => part.id)],
    ['attributes', attributes.map((attribute) => attribute.id)],
    ['attribute values', attributeValues.map((value) => value.id)],
    ['fabrics', fabrics.map((fabric) => fabric.id)],
    ['templates', templates.map((template) => template.id)],
  ])('%s have unique ids', (_, ids) => {
    expect(duplicates(ids)).toEqual([])
  })

  it('has exactly the designer categories, without a row for the alias 26', () => {
    expect(categories.map((category) => category.id).sort((a, b) => a - b)).toEqual([
      0, 1, 2, 3, 6, 9, 10, 11, 12, 13, 52, 53, 54,
    ])
  })

  it('has exactly the parts of docs/catalog-ids.md', () => {
    expect(parts.map((part) => part.id).sort((a, b) => a - b)).toEqual([
      ...range(1, 16),
      20,
      21,
      22,
      32,
      40,
      41,
      42,
      43,
      45,
      46,
      47,
      52,
      ...range(60, 64),
      70,
      71,
      72,
      ...range(80, 84),
      ...range(90, 93),
      95,
      96,
      97,
      107,
      ...range(120, 127),
    ])
  })

  it('has exactly the attributes of docs/catalog-ids.md', () => {
    expect(attributes.map((attribute) => attribute.id).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 5, 14, 19, 21, 30, 80, 512, 513, 514, 520, 521, 522, 523, 530, 540,
    ])
  })
})

describe('categories', () => {
  it.each([
    [0, 1],
    [1, 1],
    [2, 1],
    [3, null],
    [6, 1],
    [9, 1],
    [10, null],
    [11, 1],
    [12, 1],
    [13, 1],
    [52, null],
    [53, null],
    [54, 1],
  ])('category %i allows %s parts', (id, maxParts) => {
    expect(categoryById.get(id)?.maxParts).toBe(maxParts)
  })

  it('embroidery has no select function, every other category has one', () => {
    for (const category of categories) expect(category.selectable, category.key).toBe(category.id !== 10)
  })

  it('whitelists the collar attributes 1, 2, 3, 5, 14, 19, 21, 80', () => {
    expect(categoryById.get(1)?.allowedAttributeIds).toEqual([1, 2, 3, 5, 14, 19, 21, 80])
  })

  it.each(categories.map((category) => [category.key, category] as const))(
    '%s is named in every language',
    (_, category) => {
      expect(isComplete(category.name)).toBe(true)
    },
  )
})

describe('parts', () => {
  it.each(parts.map((part) => [part.id, part] as const))('part %i is complete and consistent', (_, part) => {
    expect(categoryById.has(part.categoryId)).toBe(true)
    expect(part.categoryId).not.toBe(0)
    expect(isComplete(part.name)).toBe(true)
    expect(isComplete(part.description)).toBe(true)
    expect(locales.some((locale) => part.description[locale].includes('!'))).toBe(false)
    expect(Number.isInteger(part.surchargeCents) && part.surchargeCents >= 0).toBe(true)
    expect(duplicates(part.attributeIds)).toEqual([])
    for (const attributeId of part.attributeIds)
      expect(attributeById.has(attributeId), `${attributeId}`).toBe(true)
  })

  it('collar parts only carry the whitelisted attributes', () => {
    const collars = parts.filter((part) => part.categoryId === 1)
    expect(collars.map((part) => part.id)).toEqual(range(1, 10))
    for (const collar of collars) {
      expect(collar.attributeIds.every((id) => (collarAttributeIds as readonly number[]).includes(id))).toBe(
        true,
      )
      expect([...collar.attributeIds]).toEqual([1, 2, 3, 5, 14, 19, 21, 80])
    }
  })

  it.each([
    [range(1, 10), 1, [1, 2, 3, 5, 14, 19, 21, 80]],
    [range(11, 15), 2, [30]],
    [[16], 2, []],
    [[20, 21, 22], 6, [512, 514]],
    [[40, 41, 42, 43], 9, []],
    [[45, 46, 47], 11, []],
    [range(60, 64), 12, []],
    [[70, 71, 72], 13, []],
    [range(80, 83), 3, []],
    [[84], 3, [513]],
    [[32, 52, 107], 10, [520, 521, 522, 523]],
    [range(90, 93), 52, [530]],
    [[95, 96, 97], 53, [540]],
    [range(120, 127), 54, []],
  ])('parts %j are in category %i and carry %j', (ids, categoryId, attributeIds) => {
    for (const id of ids) {
      const part = partById.get(id)
      expect(part?.categoryId, `part ${id}`).toBe(categoryId)
      expect([...(part?.attributeIds ?? [])], `part ${id}`).toEqual(attributeIds)
    }
  })

  it.each([
    [1, 1],
    [2, 11],
    [6, 20],
    [9, 40],
    [11, 46],
    [12, 60],
    [13, 70],
    [54, 120],
  ])('category %i has exactly one default part, %i', (categoryId, partId) => {
    const defaults = parts.filter((part) => part.categoryId === categoryId && part.isDefault)
    expect(defaults.map((part) => part.id)).toEqual([partId])
  })

  it('only the single-choice categories (except fabrics and embroidery) have default parts', () => {
    const single = categories.filter(
      (category) => category.maxParts === 1 && category.id !== 0 && category.id !== 10,
    )
    const withDefault = new Set(parts.filter((part) => part.isDefault).map((part) => part.categoryId))
    expect([...withDefault].sort((a, b) => a - b)).toEqual(
      single.map((category) => category.id).sort((a, b) => a - b),
    )
  })

  it('has unique keys within each category', () => {
    for (const category of categories) {
      const keys = parts.filter((part) => part.categoryId === category.id).map((part) => part.key)
      expect(new Set(keys).size, category.key).toBe(keys.length)
    }
  })
})

describe('surcharges (docs/shop-facts.md and docs/catalog-ids.md)', () => {
  const surcharges: Record<number, number> = {
    14: 900, // French cuffs
    15: 1200, // cocktail cuff
    71: 600, // hidden placket
    63: 500, // pocket with flap
    64: 800, // two pockets
    32: 900, // monogram
    52: 900,
    107: 900,
    90: 700, // contrast fabric, each
    91: 700,
    92: 700,
    93: 700,
    122: 1200, // mother-of-pearl
    123: 1200,
    124: 1400, // horn
    125: 1400,
    126: 600, // corozo
    127: 600,
    41: 0, // box pleat
    42: 0, // side pleats
    43: 400, // darts
    82: 400, // metal collar stays
  }

  it.each(parts.map((part) => [part.id, part.key, surcharges[part.id] ?? 0] as const))(
    'part %i (%s) costs %i cents extra',
    (id, _, cents) => {
      expect(partById.get(id)?.surchargeCents).toBe(cents)
    },
  )

  it('attribute values carry no surcharge, so nothing is charged twice', () => {
    expect(attributeValues.filter((value) => value.surchargeCents !== 0)).toEqual([])
  })
})

describe('attributes and values', () => {
  it.each(attributes.map((attribute) => [attribute.id, attribute] as const))(
    'attribute %i is consistent',
    (_, attribute) => {
      expect(isComplete(attribute.name)).toBe(true)
      expect(attribute.valueIds.length).toBeGreaterThan(0)
      expect(duplicates(attribute.valueIds)).toEqual([])
      for (const valueId of attribute.valueIds) expect(valueById.has(valueId), `value ${valueId}`).toBe(true)
      if (attribute.defaultValueId !== undefined)
        expect(attribute.valueIds).toContain(attribute.defaultValueId)
    },
  )

  it.each([
    [1, 'option', [201, 202, 203], 202],
    [2, 'option', [204, 205], 205],
    [3, 'option', [206, 207], 206],
    [5, 'option', [208, 209, 210], 209],
    [14, 'option', [211, 212], 212],
    [80, 'option', [213, 214], 213],
    [30, 'option', [215, 216, 217], 215],
    [512, 'option', [225, 226], 225],
    [513, 'option', [228, 226], 228],
    [514, 'twill', [240, 241, 242, 243], 240],
    [520, 'text', [230], 230],
    [521, 'font', [231, 232, 233], 231],
    [523, 'position', [234, 235, 236, 237, 238], undefined],
  ])('attribute %i is a %s attribute with values %j and default %s', (id, type, valueIds, defaultValueId) => {
    const attribute = attributeById.get(id)
    expect(attribute?.type).toBe(type)
    expect(attribute?.valueIds).toEqual(valueIds)
    expect(attribute?.defaultValueId).toBe(defaultValueId)
  })

  it.each([21, 522, 540])(
    'colour attribute %i offers the 16 yarn colours 300–315, white by default',
    (id) => {
      const attribute = attributeById.get(id)
      expect(attribute?.type).toBe('colour')
      expect(attribute?.valueIds).toEqual(range(300, 315))
      expect(attribute?.defaultValueId).toBe(300)
    },
  )

  it('every yarn colour has a hex colour and a name in every language', () => {
    for (const id of range(300, 315)) {
      const value = valueById.get(id)
      expect(value?.hex, `value ${id}`).toMatch(/^#[0-9a-f]{6}$/)
      expect(value && isComplete(value.name)).toBe(true)
    }
  })

  it('the monogram text takes at most 4 letters', () => {
    expect(attributeById.get(520)?.maxLength).toBe(4)
  })

  it('the gate value 226 serves both 512 and 513', () => {
    expect(attributeById.get(512)?.valueIds).toContain(embroideryGateValueId)
    expect(attributeById.get(513)?.valueIds).toContain(embroideryGateValueId)
  })

  it('contrast fabric values are 1000 + fabric id of about 12 plain fabrics in stock', () => {
    expect(contrastFabricIds.length).toBeGreaterThanOrEqual(10)
    expect(contrastFabricIds.length).toBeLessThanOrEqual(14)
    for (const fabricId of contrastFabricIds) {
      const fabric = fabricById.get(fabricId)
      expect(fabric?.pattern, `fabric ${fabricId}`).toBe('uni')
      expect(fabric?.stock).toBeGreaterThan(0)
      expect(valueById.get(1000 + fabricId)?.name).toEqual(fabric?.name)
    }
    for (const id of [19, 530]) {
      expect(attributeById.get(id)?.type).toBe('fabric')
      expect(attributeById.get(id)?.valueIds).toEqual(contrastFabricIds.map((fabricId) => 1000 + fabricId))
    }
  })

  it('every value is named in every language and used by some attribute', () => {
    const used = new Set(attributes.flatMap((attribute) => attribute.valueIds))
    for (const value of attributeValues) {
      expect(isComplete(value.name), `value ${value.id}`).toBe(true)
      expect(used.has(value.id), `value ${value.id}`).toBe(true)
    }
  })

  it('embroidery positions per part are values of attribute 523', () => {
    expect(Object.keys(embroideryPositionsByPartId).map(Number)).toEqual([32, 52, 107])
    for (const positions of Object.values(embroideryPositionsByPartId)) {
      for (const valueId of positions) expect(attributeById.get(523)?.valueIds).toContain(valueId)
    }
  })
})

describe('fabrics', () => {
  it('has at least 130 fabrics with ids from 1001 and matching article numbers', () => {
    expect(fabrics.length).toBeGreaterThanOrEqual(130)
    expect(fabrics.map((fabric) => fabric.id)).toEqual(range(1001, 1000 + fabrics.length))
    for (const fabric of fabrics) expect(fabric.number).toBe(`NF-${fabric.id}`)
  })

  it.each(fabrics.map((fabric) => [fabric.number, fabric] as const))(
    '%s is complete and plausible',
    (_, fabric) => {
      expect(isComplete(fabric.name)).toBe(true)
      expect(isComplete(fabric.composition)).toBe(true)
      expect(isComplete(fabric.care)).toBe(true)
      expect(fabric.hex).toMatch(/^#[0-9a-f]{6}$/)
      if (fabric.secondaryHex !== undefined) expect(fabric.secondaryHex).toMatch(/^#[0-9a-f]{6}$/)
      expect(fabric.weightGsm).toBeGreaterThanOrEqual(90)
      expect(fabric.weightGsm).toBeLessThanOrEqual(200)
      expect(Number.isInteger(fabric.stock) && fabric.stock >= 0 && fabric.stock <= 400).toBe(true)
      expect(['IT', 'PT', 'CH', 'DE']).toContain(fabric.origin)
      expect(fabric.composition.de).toMatch(/^\d+ % /)
      expect(fabric).toMatchObject(
        defaultFacetsOf({
          weave: fabric.weave,
          weightGsm: fabric.weightGsm,
          elastane: fabric.composition.de.includes('Elasthan'),
          linen: fabric.composition.de.includes('Leinen'),
        }),
      )
    },
  )

  it('uses every value of the wear facets somewhere', () => {
    expect(new Set(fabrics.map((fabric) => fabric.opacity))).toEqual(new Set(fabricOpacities))
    expect(new Set(fabrics.map((fabric) => fabric.stretch))).toEqual(new Set(fabricStretches))
    expect(new Set(fabrics.map((fabric) => fabric.season))).toEqual(new Set(fabricSeasons))
    expect(new Set(fabrics.map((fabric) => fabric.weightClass))).toEqual(new Set(fabricWeightClasses))
  })

  it('has unique names in every language', () => {
    for (const locale of locales) {
      const names = fabrics.map((fabric) => fabric.name[locale])
      expect(new Set(names).size, locale).toBe(names.length)
    }
  })

  it('spreads over price groups, colour families, patterns and weaves', () => {
    expect(new Set(fabrics.map((fabric) => fabric.priceGroup))).toEqual(new Set(['A', 'B', 'C', 'D']))
    expect(new Set(fabrics.map((fabric) => fabric.colour)).size).toBe(13)
    expect(new Set(fabrics.map((fabric) => fabric.pattern)).size).toBe(5)
    expect(new Set(fabrics.map((fabric) => fabric.weave)).size).toBe(8)
  })

  it('about 40 % are non-iron, all but a handful Oeko-Tex, a few sold out', () => {
    const nonIron = fabrics.filter((fabric) => fabric.nonIron).length / fabrics.length
    expect(nonIron).toBeGreaterThan(0.3)
    expect(nonIron).toBeLessThan(0.5)
    expect(fabrics.filter((fabric) => !fabric.oekoTex).length).toBeLessThanOrEqual(5)
    const soldOut = fabrics.filter((fabric) => fabric.stock === 0).length
    expect(soldOut).toBeGreaterThan(0)
    expect(soldOut).toBeLessThanOrEqual(6)
  })

  it('is deterministic: a fresh import builds the same range', async () => {
    vi.resetModules()
    const again = await import('./fabrics.ts')
    expect(again.fabrics).not.toBe(fabrics)
    expect(again.fabrics).toEqual(fabrics)
  })
})

describe('templates', () => {
  const singleCategories = categories.filter((category) => category.maxParts === 1 && category.id !== 0)

  function problems(template: TemplateDef): string[] {
    const found: string[] = []
    if (!fabricById.has(template.fabricId)) found.push(`unknown fabric ${template.fabricId}`)
    if (duplicates(template.partIds).length > 0) found.push('duplicate parts')
    const templateParts = template.partIds.map((id) => partById.get(id))
    if (templateParts.some((part) => part === undefined)) found.push('unknown part')
    for (const category of singleCategories) {
      const count = templateParts.filter((part) => part?.categoryId === category.id).length
      if (count !== 1) found.push(`${count} parts in category ${category.id}`)
    }
    const seen = new Set<string>()
    for (const choice of template.attributes) {
      const key = `${choice.partId}:${choice.attributeId}`
      if (seen.has(key)) found.push(`attribute ${key} set twice`)
      seen.add(key)
      const part = partById.get(choice.partId)
      const attribute = attributeById.get(choice.attributeId)
      if (!template.partIds.includes(choice.partId)) found.push(`attribute for absent part ${choice.partId}`)
      if (!part?.attributeIds.includes(choice.attributeId))
        found.push(`part ${choice.partId} has no ${choice.attributeId}`)
      if (!attribute?.valueIds.includes(choice.valueId))
        found.push(`${choice.attributeId} has no value ${choice.valueId}`)
      if (attribute?.type === 'text') {
        const length = choice.text?.length ?? 0
        if (length < 1 || length > (attribute.maxLength ?? Number.POSITIVE_INFINITY))
          found.push(`text ${key}`)
      } else if (choice.text !== undefined) found.push(`text on ${key}`)
      const positions = embroideryPositionsByPartId[choice.partId]
      if (choice.attributeId === 523 && !positions?.includes(choice.valueId))
        found.push(`position ${choice.valueId}`)
    }
    for (const part of templateParts) {
      for (const attributeId of part?.attributeIds ?? []) {
        const required = attributeById.get(attributeId)?.defaultValueId !== undefined
        if (required && !seen.has(`${part?.id}:${attributeId}`))
          found.push(`missing ${part?.id}:${attributeId}`)
      }
    }
    const gateOpen = template.attributes.some(
      (choice) =>
        (choice.attributeId === 512 || choice.attributeId === 513) &&
        choice.valueId === embroideryGateValueId,
    )
    const embroidered = templateParts.some((part) => part?.categoryId === 10)
    if (embroidered && !gateOpen) found.push('embroidery without the gate 226')
    if (gateOpen && !embroidered) found.push('gate 226 without embroidery')
    if (
      template.attributes.some((choice) => choice.valueId === 237) &&
      !template.partIds.some((id) => id >= 61 && id <= 64)
    ) {
      found.push('monogram on the pocket without a pocket')
    }
    return found
  }

  it('has 24 templates with ids 1–24', () => {
    expect(templates.map((template) => template.id)).toEqual(range(1, 24))
  })

  it.each(templates.map((template) => [template.id, template] as const))(
    'template %i is valid',
    (_, template) => {
      expect(problems(template)).toEqual([])
      expect(isComplete(template.name)).toBe(true)
      expect(isComplete(template.description)).toBe(true)
    },
  )

  it('template 1 is the default new shirt: white poplin with the default parts and values', () => {
    const first = templates.find((template) => template.id === 1)
    const fabric = fabricById.get(first?.fabricId ?? 0)
    expect(fabric).toMatchObject({ colour: 'white', weave: 'poplin', pattern: 'uni' })
    expect(first?.partIds).toEqual([1, 11, 20, 40, 46, 60, 70, 120])
    expect(first?.partIds).toEqual(parts.filter((part) => part.isDefault).map((part) => part.id))
    for (const choice of first?.attributes ?? []) {
      expect(choice.valueId, `${choice.partId}:${choice.attributeId}`).toBe(
        attributeById.get(choice.attributeId)?.defaultValueId,
      )
    }
  })

  it('the monogram template embroiders JM in navy on the left cuff', () => {
    const monogrammed = templates.find((template) => template.partIds.includes(32))
    expect(monogrammed?.attributes).toEqual(
      expect.arrayContaining([
        { partId: 20, attributeId: 512, valueId: 226 },
        { partId: 32, attributeId: 520, valueId: 230, text: 'JM' },
        { partId: 32, attributeId: 521, valueId: 231 },
        { partId: 32, attributeId: 522, valueId: 305 },
        { partId: 32, attributeId: 523, valueId: 234 },
      ]),
    )
  })

  it('the validator notices a broken template', () => {
    const first = templates[0]
    if (!first) throw new Error('no templates')
    expect(problems({ ...first, partIds: [...first.partIds, 2, 32] })).toEqual(
      expect.arrayContaining(['2 parts in category 1', 'embroidery without the gate 226']),
    )
  })
})
