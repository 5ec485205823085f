import { findFabricShelves } from '#db/queries/fabrics.ts'
import { findRemakeOrigins, findTicketAlteration } from '#db/queries/fit-promise.ts'
import { findOrdersForSheets } from '#db/queries/staff-orders.ts'
import { findTeamLogosOfOrders } from '#db/queries/teams.ts'
import { getCatalog } from '../catalog/catalog-cache.ts'
import type { CatalogSnapshot } from '../catalog/snapshot.ts'
import type { Deps } from '../deps.ts'
import type { DesignState } from '../shirts/design-rules.ts'
import { readTeamLogoFile } from '../teams/logo.ts'
import { teamLogoPositionNames, teamLogoWidthCm } from '../teams/logo-rules.ts'
import { formatDay, productionSheetPages, type SheetPage } from './production-sheet.ts'
import { type PrintedSheet, productionSheetPdf } from './production-sheet-pdf.ts'
import { sheetTexts as t } from './production-sheet-texts.ts'
import { changeLine, measureChanges, storedChanges } from './remake-changes.ts'
import { productionStates } from './transitions.ts'

/**
 * Pictures for the sheet, rendered by media/ (core does not draw): handed in by the server, the
 * same renderers as /folded/… and /media/samples/…, called directly.
 */
export type SheetPictures = {
  designPreview(catalog: CatalogSnapshot, state: DesignState): Promise<Buffer | null>
  fabricSample(catalog: CatalogSnapshot, fabricId: number): Promise<Buffer | null>
}

/** The orders the batch prints: paid and waiting for the workshop, or in production. */
export const batchStates = productionStates

type SheetDeps = Pick<Deps, 'db' | 'now' | 'files'>
export type SheetPdf = { bytes: Uint8Array; filename: string }

/** Where the QR code of an order line leads: the order in the back office, at that line. */
export function orderLineLink(origin: string, page: Pick<SheetPage, 'orderId' | 'position'>): string {
  return `${origin.replace(/\/$/, '')}/admin/orders/${page.orderId}?pos=${page.position}`
}

/** Every page of a batch: soonest due first, then by order number and position. */
export function sortForBatch(pages: readonly SheetPage[]): SheetPage[] {
  return [...pages].sort(
    (a, b) =>
      a.dueIso.localeCompare(b.dueIso) ||
      a.orderNumber.localeCompare(b.orderNumber) ||
      a.position - b.position,
  )
}

function logoOf(logo: { file: string; position: keyof typeof teamLogoPositionNames } | undefined) {
  return logo
    ? { file: logo.file, position: teamLogoPositionNames[logo.position], widthCm: teamLogoWidthCm }
    : null
}

async function pagesOf(deps: SheetDeps, filter: Parameters<typeof findOrdersForSheets>[1]) {
  const catalog = await getCatalog(deps.db)
  const orders = await findOrdersForSheets(deps.db, filter)
  const fabricIds = orders.flatMap((order) =>
    order.items.flatMap((item) => [
      ...(item.design ? [item.design.fabricId] : []),
      ...(item.designs ?? []).map((entry) => entry.design.fabricId),
    ]),
  )
  const shelves = await findFabricShelves(deps.db, fabricIds)
  const logos = await findTeamLogosOfOrders(
    deps.db,
    orders.map((order) => order.id),
  )
  const origins = await findRemakeOrigins(
    deps.db,
    orders.filter((order) => order.remakeOfOrderId !== null).map((order) => order.id),
  )
  // A remake has one shirt: its measurements against the first shirt of the order it makes again.
  const remakeOf = (order: (typeof orders)[number]) => {
    const origin = origins.get(order.id)
    if (!origin) return null
    const after = order.items[0]?.measure ?? null
    const before = origin.measure as Record<string, unknown> | null
    return {
      kind: 'remake' as const,
      originalNumber: origin.number,
      changes: measureChanges(before, after).map(changeLine),
    }
  }
  const pages = orders.flatMap((order) =>
    productionSheetPages(
      catalog,
      {
        orderId: order.id,
        customerId: order.customerId,
        number: order.number ?? `#${order.id}`,
        createdAt: order.createdAt,
        needBy: order.needBy,
        customerName: `${order.firstName} ${order.lastName}`.trim(),
        items: order.items,
        teamLogo: logoOf(logos.get(order.id)),
        remake: remakeOf(order),
      },
      shelves,
    ),
  )
  return { catalog, orders, pages }
}

async function render(
  deps: SheetDeps,
  pictures: SheetPictures,
  catalog: CatalogSnapshot,
  pages: readonly SheetPage[],
  input: { origin: string; title: string; empty: string },
): Promise<Uint8Array> {
  const sheets: PrintedSheet[] = []
  // One after another: a picture renders once and is then read from the media cache.
  for (const page of pages) {
    sheets.push({
      ...page,
      preview: await pictures.designPreview(catalog, page.state),
      swatch: await pictures.fabricSample(catalog, page.fabric.id),
      logo: page.logo ? { ...page.logo, picture: await readTeamLogoFile(deps.files, page.logo.file) } : null,
      qrText: orderLineLink(input.origin, page),
    })
  }
  const now = deps.now()
  const printedAt = `${formatDay(now)} ${now.toLocaleTimeString('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' })}`
  return productionSheetPdf(sheets, { title: input.title, printedAt, empty: input.empty })
}

/** One order's production sheet, or null for an unknown order. */
export async function orderProductionSheet(
  deps: SheetDeps,
  pictures: SheetPictures,
  input: { orderId: number; origin: string },
): Promise<SheetPdf | null> {
  const { catalog, orders, pages } = await pagesOf(deps, { orderId: input.orderId })
  const order = orders[0]
  if (!order) return null
  const number = order.number ?? String(order.id)
  const bytes = await render(deps, pictures, catalog, pages, {
    origin: input.origin,
    title: `${t.title} ${number}`,
    empty: t.noShirts,
  })
  return { bytes, filename: t.filename(number) }
}

/** The batch: every design of every paid order or order in production, soonest due first. */
export async function batchProductionSheets(
  deps: SheetDeps,
  pictures: SheetPictures,
  input: { origin: string },
): Promise<SheetPdf> {
  const { catalog, pages } = await pagesOf(deps, { statuses: batchStates })
  const bytes = await render(deps, pictures, catalog, sortForBatch(pages), {
    origin: input.origin,
    title: t.batchTitle,
    empty: t.empty,
  })
  return { bytes, filename: t.batchFilename(deps.now().toISOString().slice(0, 10)) }
}

/**
 * The alteration sheet of a request under the fit promise: the page of the order's first shirt,
 * marked ÄNDERUNG with the return label, the target measurements and the note; null when the
 * ticket holds no alteration.
 */
export async function alterationSheet(
  deps: SheetDeps,
  pictures: SheetPictures,
  input: { ticketId: number; origin: string },
): Promise<SheetPdf | null> {
  const decided = await findTicketAlteration(deps.db, input.ticketId)
  if (!decided) return null
  const { catalog, orders, pages } = await pagesOf(deps, { orderId: decided.orderId })
  const order = orders[0]
  const first = pages[0]
  if (!order || !first) return null
  const number = order.number ?? String(order.id)
  const page = {
    ...first,
    remake: {
      kind: 'alteration' as const,
      originalNumber: number,
      returnLabel: decided.returnLabel,
      note: decided.note,
      changes: storedChanges(decided.changes).map(changeLine),
    },
  }
  const bytes = await render(deps, pictures, catalog, [page], {
    origin: input.origin,
    title: `${t.alterationTitle} ${number}`,
    empty: t.noShirts,
  })
  return { bytes, filename: t.alterationFilename(input.ticketId) }
}
