import type { Locale } from '#config/locales.ts'
import {
  insertOrderNote,
  listOrderNotes,
  lockOrderForStep,
  readOrderState,
  searchOrders,
} from '#db/queries/admin-orders.ts'
import { findPreviewKeys } from '#db/queries/shirts.ts'
import type { Actor } from '../access/actor.ts'
import { forbidden, may, orderStepAction } from '../access/permissions.ts'
import { getCatalog } from '../catalog/catalog-cache.ts'
import { catalogText } from '../catalog/snapshot.ts'
import type { Deps } from '../deps.ts'
import { staffOrderSheet } from '../orders/staff-orders.ts'
import { trackingUrl } from '../orders/tracking.ts'
import { effectsOf, orderStates, transitionRefusal } from '../orders/transitions.ts'
import { designFromRows } from '../shirts/design-rules.ts'
import { designThumbnail } from '../shirts/thumbnail.ts'
import { recordAudit } from './audit.ts'
import type { OrderSearchInput } from './order-schemas.ts'

export const adminPageSize = 25

/** One page of the order list with the filters of the URL (days in Berlin, both ends included). */
export async function adminOrderList(deps: Pick<Deps, 'db'>, actor: Actor, input: OrderSearchInput) {
  if (!may(actor, 'orders.read')) return forbidden
  const { rows, total } = await searchOrders(deps.db, {
    q: input.q,
    status: input.status,
    payment: input.payment,
    from: input.from,
    to: input.to,
    limit: adminPageSize,
    offset: (input.page - 1) * adminPageSize,
  })
  return {
    orders: rows.map((row) => ({
      orderId: row.id,
      number: row.number ?? '',
      status: row.status,
      paymentMethod: row.paymentMethod,
      totalCents: row.totalCents,
      createdAt: row.createdAt.toISOString(),
      needBy: row.needBy,
      customer: {
        email: row.email,
        name: `${row.firstName} ${row.lastName}`.trim(),
        // Ordered as a guest (docs/decisions/024): no account to log in to, a link instead.
        guest: row.guestSince !== null,
      },
    })),
    page: input.page,
    pages: Math.max(1, Math.ceil(total / adminPageSize)),
    total,
  }
}

/** Every design line of an order in plain words: fabric, each part, each attribute's value. */
async function designSpecs(
  deps: Pick<Deps, 'db' | 'logger' | 'thumbnails'>,
  items: NonNullable<Awaited<ReturnType<typeof staffOrderSheet>>>['order']['items'],
  locale: Locale,
) {
  const catalog = await getCatalog(deps.db)
  const frozen = items.flatMap((item) => [
    ...(item.design
      ? [
          {
            key: `${item.itemId}`,
            shirtId: item.shirtId ?? 0,
            design: item.design,
            measure: item.measure?.name ?? null,
          },
        ]
      : []),
  ])
  const keys = await findPreviewKeys(
    deps.db,
    frozen.map((entry) => entry.shirtId).filter((shirtId) => shirtId > 0),
  )
  const text = (kind: 'part' | 'attribute' | 'value' | 'fabric', id: number) =>
    catalogText(catalog, kind, id, locale).name
  return Promise.all(
    frozen.map(async (entry) => {
      const { design } = entry
      const state = designFromRows(design.fabricId, design.parts, design.attributes)
      let previewUrl: string | null = null
      try {
        const thumbnail = designThumbnail(catalog, keys.get(entry.shirtId) ?? '', state)
        await deps.thumbnails?.remember(thumbnail)
        previewUrl = thumbnail.url
      } catch (error) {
        deps.logger.warn({ err: error }, 'no preview for a back-office design')
      }
      return {
        key: entry.key,
        summary: design.summary,
        measure: entry.measure,
        previewUrl,
        rows: [
          { label: text('fabric', design.fabricId), value: `#${design.fabricId}` },
          ...design.parts.map(([partId]) => ({ label: text('part', partId), value: '' })),
          ...design.attributes.map(([partId, attributeId, valueId, free]) => ({
            label: `${text('part', partId)} · ${text('attribute', attributeId)}`,
            value: free ?? text('value', valueId),
          })),
        ],
      }
    }),
  )
}

/**
 * One order for the back office: the workshop's sheet (order, customer, frozen measurements),
 * every design in full with its preview, the version the forms send back, the shipment, the
 * internal notes, and the steps this actor may take now (with whether each mails the customer).
 */
export async function adminOrderDetail(deps: Deps, actor: Actor, orderId: number, locale: Locale) {
  if (!may(actor, 'orders.read')) return forbidden
  const sheet = await staffOrderSheet(deps, orderId)
  const state = await readOrderState(deps.db, orderId)
  if (!sheet || !state) return null
  const steps = orderStates
    .filter((to) => may(actor, orderStepAction(to)))
    .filter((to) => {
      const step = { to, carrier: 'x', trackingNumber: 'x' }
      return transitionRefusal(state, step, sheet.nextStates.includes(to)) === null
    })
  const notes = await listOrderNotes(deps.db, orderId)
  return {
    ...sheet,
    version: state.version,
    shipment: state.carrier
      ? {
          carrier: state.carrier,
          trackingNumber: state.trackingNumber ?? '',
          url: trackingUrl(state.carrier, state.trackingNumber),
        }
      : null,
    refundRef: state.refundRef,
    refundFailure: state.refundFailure,
    // A step's own mail, or a requested refund's once the provider paid the money back.
    steps: steps.map((to) => ({
      to,
      mails: effectsOf({ orderId, to }).some(
        (effect) => effect.kind === 'step-mail' || effect.kind === 'refund',
      ),
    })),
    designs: await designSpecs(deps, sheet.order.items, locale),
    notes: notes.map((note) => ({ ...note, createdAt: note.createdAt.toISOString() })),
  }
}

/** An internal note on an order (never shown to the customer), with its audit entry. */
export async function addOrderNote(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  input: { orderId: number; body: string },
) {
  if (!may(actor, 'order.note')) return forbidden
  return deps.db.transaction(async (tx) => {
    const order = await lockOrderForStep(tx, input.orderId)
    if (!order) return { ok: false as const, code: 'NOT_FOUND' as const }
    const noteId = await insertOrderNote(tx, {
      orderId: input.orderId,
      authorId: actor.id,
      authorEmail: actor.email,
      body: input.body,
    })
    await recordAudit(tx, actor, {
      action: 'order.note',
      entityType: 'order',
      entityId: input.orderId,
      before: null,
      after: { noteId, body: input.body },
    })
    return { ok: true as const, noteId }
  })
}
