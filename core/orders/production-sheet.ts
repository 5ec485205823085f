import type { FrozenDesign, FrozenMeasure, orderItems } from '#db/schema/index.ts'
import { embroideryGate } from '../catalog/rules.ts'
import { type CatalogSnapshot, catalogText } from '../catalog/snapshot.ts'
import { sideBySide } from '../measures/ease.ts'
import {
  type Fit,
  fits,
  type MeasureValues,
  measureFieldNames,
  type ProfileKind,
} from '../measures/fields.ts'
import { orderLineOwner, visibleProfile, workshop } from '../measures/visibility.ts'
import { readingOrder } from '../shirts/describe.ts'
import { type NamedPart, namedParts, partsInCategories } from '../shirts/design-details.ts'
import { type DesignState, designFromRows } from '../shirts/design-rules.ts'
import { sheetTexts as t } from './production-sheet-texts.ts'
import { productionDueDate } from './rules.ts'

/** The embroidery parts that carry a monogram (text 520, font 521, thread 522, position 523). */
const monogramPartIds = [32, 52, 107] as const
const embroideryCategory = 10
const fitCategory = 11

export type SheetOrder = {
  orderId: number
  /** The buyer: whose profiles the order's own lines are cut to (a team line's are its wearer's). */
  customerId: number
  number: string
  createdAt: Date
  needBy: string | null
  customerName: string
  items: (Pick<
    typeof orderItems.$inferSelect,
    'id' | 'type' | 'amount' | 'design' | 'measure' | 'designs'
  > & {
    wearer?: string | null
  })[]
  /** A team order's logo embroidery: the stored picture, where and how wide it is stitched. */
  teamLogo?: SheetLogo | null
  /** A remake under the fit promise: the original order and what changed against its shirt. */
  remake?: SheetRemake | null
}

/**
 * The fit promise's mark: NEUANFERTIGUNG (a remake's sheet: the order whose shirt did not fit) or
 * ÄNDERUNG (the alteration sheet of that shirt: its return label and note), with the changed
 * measurements in the workshop's words.
 */
export type SheetRemake = {
  kind: 'remake' | 'alteration'
  originalNumber: string
  changes: string[]
  returnLabel?: string | null
  note?: string | null
}

/** The logo embroidery of a team shirt: its stored picture, the position in the workshop's words, the width. */
export type SheetLogo = { file: string; position: string; widthCm: number }

export type SheetMeasureRow = { label: string; body: string; ease: string; shirt: string }
export type SheetMonogram = { text: string; font: string; colour: string; position: string; line: string }

/** One page of the production sheet: one design of an order, everything the tailor cuts from. */
export type SheetPage = {
  orderId: number
  orderNumber: string
  itemId: number
  /** 1-based among the order's designs. */
  position: number
  positions: number
  amount: number
  packageMember: boolean
  customerName: string
  /** A team order's shirt: the member it is made for (to their own measurements). */
  wearer: string | null
  orderedOn: string
  due: string
  /** ISO day, for sorting a batch. */
  dueIso: string
  needBy: string | null
  fabric: { id: number; number: string; name: string; composition: string; weight: string; shelf: string }
  fit: string
  parts: { category: string; name: string; details: string[] }[]
  monograms: SheetMonogram[]
  /** A team member's shirt carries the company's logo; a single shirt none. */
  logo: SheetLogo | null
  /** Marked NEUANFERTIGUNG with what changed, for a remake's shirt. */
  remake: SheetRemake | null
  measures: { name: string; kind: string; rows: SheetMeasureRow[] } | null
  /** The design itself, for its picture. */
  state: DesignState
}

const decimal = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** A measurement in the workshop's notation: one decimal, decimal comma ('42,5'). */
export function formatMeasure(value: number): string {
  return decimal.format(value)
}

/** The ease as the tailor adds it ('+1,5'); '—' where the fit adds nothing (lengths, height). */
export function formatEase(value: number): string {
  return value === 0 ? '—' : `+${decimal.format(value)}`
}

/** A calendar day as the workshop writes it (26.11.2026), in Berlin. */
export function formatDay(value: Date, timeZone = 'Europe/Berlin'): string {
  return value.toLocaleDateString('de-DE', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' })
}

/** The fit a design is cut in: its part of category 11 ('slim', 'tailored', 'regular'). */
export function fitOfDesign(catalog: CatalogSnapshot, state: DesignState): Fit {
  for (const [partId, categoryId] of state.parts) {
    if (categoryId !== fitCategory) continue
    const key = catalog.parts.get(partId)?.key
    if ((fits as readonly string[]).includes(key ?? '')) return key as Fit
  }
  return 'tailored'
}

/** Facts about the body, not measures of the shirt: the finished side stays empty for them. */
const bodyOnlyFields = new Set<string>(['size_weight', 'size_height'])

/**
 * Body and finished shirt side by side for the tailor (the measuring wizard's rule, ease.ts): a
 * body profile gets the fit's ease added, a profile measured on a shirt is the finished shirt.
 */
export function measureRows(measure: FrozenMeasure, fit: Fit): SheetMeasureRow[] {
  const values = Object.fromEntries(
    measureFieldNames.map((field) => {
      const raw = measure[field]
      return [field, raw === null || raw === undefined || raw === '' ? null : Number(raw)]
    }),
  ) as MeasureValues
  const kind: ProfileKind = measure.kind === 'shirt' ? 'shirt' : 'body'
  return sideBySide(values, kind, fit).map((row) => ({
    label: `${t.fields[row.field]}${row.field === 'size_weight' ? ' (kg)' : ''}`,
    body: formatMeasure(row.body),
    ease: formatEase(row.ease),
    shirt: bodyOnlyFields.has(row.field) ? '—' : formatMeasure(row.shirt),
  }))
}

/** The monograms of a design in plain words: letters, lettering, thread and where they go. */
export function monogramsOf(parts: readonly NamedPart[]): SheetMonogram[] {
  return monogramPartIds.flatMap((partId) => {
    const part = parts.find((candidate) => candidate.partId === partId)
    const value = (attributeId: number) =>
      part?.attributes.find((attribute) => attribute.attributeId === attributeId)?.value ?? null
    const text = value(520)
    if (!part || !text) return []
    const font = value(521) ?? '—'
    const colour = value(522) ?? '—'
    const position = value(523) ?? part.name
    return [
      {
        text,
        font,
        colour,
        position,
        line: `„${text}“ · ${t.monogramFont}: ${font} · ${t.monogramColour}: ${colour} · ${t.monogramPosition}: ${position}`,
      },
    ]
  })
}

/**
 * Every part in the order a tailor reads a shirt, each with its attribute values in plain words
 * ('Kragenhöhe: Hoch'); the monograms have their own box, other embroidery comes last.
 */
export function partLines(parts: readonly NamedPart[]): SheetPage['parts'] {
  const monogramParts = new Set(monogramsOf(parts).length ? monogramPartIds : [])
  const listed = partsInCategories(parts, [...readingOrder, embroideryCategory]).filter(
    (part) => !monogramParts.has(part.partId as (typeof monogramPartIds)[number]),
  )
  // The embroidery switches ('Monogramm: Mit Stickerei') only open the designer's embroidery
  // parts: the monogram and logo boxes say what is stitched, so the switch is no line of its own.
  const gates = new Set<number>(embroideryGate.attributeIds)
  return listed.map((part) => ({
    category: part.category,
    name: part.name,
    details: part.attributes
      .filter((attribute) => !gates.has(attribute.attributeId))
      .map((attribute) => `${attribute.name}: ${attribute.value}`),
  }))
}

type SheetDesign = {
  itemId: number
  amount: number
  packageMember: boolean
  design: FrozenDesign
  measure: FrozenMeasure | null
  wearer: string | null
}

/** The designs an order makes: single shirts, and each design of a 7-shirt package. */
function designsOf(order: SheetOrder): SheetDesign[] {
  return order.items.flatMap((item): SheetDesign[] => {
    if (item.type === 'shirt' && item.design)
      return [
        {
          itemId: item.id,
          amount: item.amount,
          packageMember: false,
          design: item.design,
          measure: visibleProfile(workshop, orderLineOwner(order.customerId, item), item.measure),
          wearer: item.wearer ?? null,
        },
      ]
    if (item.type === 'package7')
      return (item.designs ?? []).map((entry) => ({
        itemId: item.id,
        amount: 1,
        packageMember: true,
        design: entry.design,
        measure: visibleProfile(workshop, orderLineOwner(order.customerId, item), entry.measure),
        wearer: null,
      }))
    return []
  })
}

/** The pages of one order's production sheet, in German, one per design. */
export function productionSheetPages(
  catalog: CatalogSnapshot,
  order: SheetOrder,
  shelves: ReadonlyMap<number, string | null>,
): SheetPage[] {
  const designs = designsOf(order)
  const due = productionDueDate(order.createdAt)
  return designs.map((entry, index) => {
    const state = designFromRows(entry.design.fabricId, entry.design.parts, entry.design.attributes)
    const parts = namedParts(catalog, state, 'de')
    const fabric = catalog.fabrics.get(state.fabricId)
    const fabricText = catalogText(catalog, 'fabric', state.fabricId, 'de')
    const fit = fitOfDesign(catalog, state)
    const fitPart = parts.find((part) => part.categoryId === fitCategory)
    return {
      orderId: order.orderId,
      orderNumber: order.number,
      itemId: entry.itemId,
      position: index + 1,
      positions: designs.length,
      amount: entry.amount,
      packageMember: entry.packageMember,
      customerName: order.customerName,
      wearer: entry.wearer,
      orderedOn: formatDay(order.createdAt),
      due: formatDay(due, 'UTC'),
      dueIso: due.toISOString().slice(0, 10),
      needBy: order.needBy ? formatDay(new Date(`${order.needBy}T00:00:00Z`), 'UTC') : null,
      fabric: {
        id: state.fabricId,
        number: fabric?.number ?? `#${state.fabricId}`,
        name: fabricText.name,
        composition: fabricText.extra.composition ?? '',
        weight: fabric ? t.weight(fabric.weightGsm) : '',
        shelf: shelves.get(state.fabricId)?.trim() || t.noShelf,
      },
      fit: fitPart?.name ?? fit,
      parts: partLines(parts),
      monograms: monogramsOf(parts),
      logo: entry.wearer !== null ? (order.teamLogo ?? null) : null,
      remake: order.remake ?? null,
      measures: entry.measure
        ? {
            name: entry.measure.set_name,
            kind: t.kind[entry.measure.kind === 'shirt' ? 'shirt' : 'body'],
            rows: measureRows(entry.measure, fit),
          }
        : null,
      state,
    }
  })
}
