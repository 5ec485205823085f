import { Hono } from 'hono'
import { z } from 'zod'
import type { ShirtContext, ShirtError } from '#core/shirts/context.ts'
import { fetchSelectedShirt, fetchShirt, listShirts } from '#core/shirts/read-shirts.ts'
import { designerStartTemplateId } from '#core/shirts/template-state.ts'
import {
  assignMeasure,
  createShirt,
  type DroppedView,
  deleteOwnedShirt,
  duplicateShirt,
  moveShirt,
  removeSelectedPart,
  selectShirt,
  updateAttribute,
  updateFabric,
  updateSelectedShirt,
} from '#core/shirts/write-shirts.ts'
import { readJson } from '../http/body.ts'
import { type ErrorCode, fail, ok } from '../http/envelope.ts'
import { requestLocaleOf } from '../http/locale.ts'
import { ensureSession } from '../http/session.ts'
import type { AppContext, AppEnv } from '../http/types.ts'

const id = z.coerce.number().int().positive().max(2_147_483_647)
const catalogId = z.coerce.number().int().min(0).max(2_147_483_647)
const valueId = z.union([z.number().int().min(0).max(2_147_483_647), z.string().max(64)])

export const ShirtActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('list'), status: z.array(z.number().int().min(0).max(2)).max(3).optional() }),
  z.object({ action: z.literal('setSelected'), shirtId: id }),
  z.object({ action: z.literal('fetchSelected') }),
  z.object({ action: z.literal('fetch'), shirtId: id }),
  z.object({
    action: z.literal('updateShirt'),
    selectedParts: z.object({
      categoryId: catalogId,
      partId: id,
      attrId: catalogId.optional().default(0),
      attrvalueId: valueId.optional().default(0),
      selected: z.boolean().optional().default(true),
    }),
  }),
  z.object({ action: z.literal('removePart'), categoryId: catalogId, partId: id }),
  z.object({ action: z.literal('updateFabric'), shirtId: id, fabricId: id }),
  z.object({ action: z.literal('updateAttribute'), shirtId: id, attrId: id, attrValueId: valueId }),
  z.object({ action: z.literal('create'), templateID: id.optional().default(designerStartTemplateId) }),
  z.object({ action: z.literal('addToCart'), shirtId: id }),
  z.object({ action: z.literal('remove'), shirtId: id }),
  z.object({ action: z.literal('delete'), shirtId: id }),
  z.object({ action: z.literal('duplicate'), shirtId: id }),
  z.object({ action: z.literal('measures'), shirtId: id, measureId: catalogId }),
])

/** Expected failures of the shirt use cases: status and a message naming what was wrong. */
const failures: Record<ShirtError, [ErrorCode, string]> = {
  NOT_FOUND: ['NOT_FOUND', 'shirtId: no such shirt'],
  NOT_EDITABLE: ['CONFLICT', 'Ordered designs cannot be changed or deleted, only duplicated'],
  NO_SELECTED_SHIRT: ['CONFLICT', 'No shirt is selected'],
  SHIRT_CREATE_LIMIT: ['CONFLICT', 'shirt-create-limit'],
  STATUS_CONFLICT: ['CONFLICT', 'The shirt is not in a state that allows this'],
  UNKNOWN_TEMPLATE: ['BAD_INPUT', 'templateID: no such template'],
  UNKNOWN_MEASURE: ['NOT_FOUND', 'measureId: no such measurement profile'],
  UNKNOWN_CATEGORY: ['BAD_INPUT', 'categoryId: no such category'],
  UNKNOWN_PART: ['BAD_INPUT', 'partId: no such part'],
  PART_NOT_IN_CATEGORY: ['BAD_INPUT', 'partId: the part does not belong to this category'],
  PART_NOT_CHOSEN: ['BAD_INPUT', 'partId: the part is not chosen in this design'],
  PART_REQUIRED: ['CONFLICT', 'partId: this category needs a part; choose another instead'],
  PART_LIMIT_REACHED: ['CONFLICT', 'partId: the category already holds its maximum of parts'],
  EMBROIDERY_GATE_CLOSED: ['CONFLICT', 'partId: embroidery needs the monogram option first'],
  UNKNOWN_ATTRIBUTE: ['BAD_INPUT', 'attrId: no such attribute'],
  ATTRIBUTE_NOT_ON_PART: ['BAD_INPUT', 'attrId: the part has no such attribute'],
  ATTRIBUTE_NOT_ALLOWED: ['BAD_INPUT', 'attrId: not allowed for this category'],
  VALUE_NOT_OFFERED: ['BAD_INPUT', 'attrvalueId: the attribute does not offer this value'],
  INVALID_TEXT: ['BAD_INPUT', 'attrvalueId: monogram text must be 1 to 4 letters'],
  UNKNOWN_FABRIC: ['BAD_INPUT', 'fabricId: no such fabric'],
  FABRIC_NOT_CONTRAST: ['BAD_INPUT', 'attrvalueId: this fabric is not offered as contrast'],
  INCOMPATIBLE_CHOICE: ['CONFLICT', 'partId: this option cannot be made with the design as it is'],
  PACKAGE_MEMBER: [
    'CONFLICT',
    'shirtId: this design is in the 7-shirt package in the cart; remove the package to change that',
  ],
  PACKAGE_FABRIC: ['CONFLICT', 'fabricId: a design in the 7-shirt package takes fabrics of groups A and B'],
}

/** `reason` names the rule that failed so that the page can say it in the visitor's language. */
function failWith(c: AppContext, code: ShirtError) {
  const [status, message] = failures[code]
  return fail(c, status, message, { reason: code })
}

/** A design change's answer; `dropped` names what the change had to take away (the designer says it). */
function changed(c: AppContext, message: string, result: { shirt: unknown; dropped?: DroppedView }) {
  return ok(c, { message, shirt: result.shirt, ...(result.dropped ? { dropped: result.dropped } : {}) })
}

export async function shirtContext(c: AppContext): Promise<ShirtContext> {
  const loaded = await ensureSession(c)
  return {
    deps: c.get('deps'),
    session: loaded.session,
    customer: loaded.customer,
    locale: requestLocaleOf(c),
  }
}

/** /api/shirt.php: every action of docs/api.md. */
export const shirtApi = new Hono<AppEnv>().post('/shirt.php', async (c) => {
  const input = await readJson(c, ShirtActionSchema)
  const context = await shirtContext(c)
  switch (input.action) {
    case 'list':
      return ok(c, { shirts: await listShirts(context, input.status ?? [0, 1]) })
    case 'fetch': {
      const result = await fetchShirt(context, input.shirtId)
      return result.ok ? ok(c, { shirt: result.shirt }) : failWith(c, result.code)
    }
    case 'fetchSelected': {
      const result = await fetchSelectedShirt(context)
      return result.ok ? ok(c, { shirt: result.shirt }) : failWith(c, result.code)
    }
    case 'setSelected': {
      const result = await selectShirt(context, input.shirtId)
      return result.ok
        ? ok(c, { message: 'Shirt selected', shirtId: input.shirtId })
        : failWith(c, result.code)
    }
    case 'create': {
      const result = await createShirt(context, input.templateID)
      return result.ok ? ok(c, { shirtId: result.shirtId }) : failWith(c, result.code)
    }
    case 'updateShirt': {
      const result = await updateSelectedShirt(context, input.selectedParts)
      return result.ok ? changed(c, 'Shirt updated', result) : failWith(c, result.code)
    }
    case 'removePart': {
      const result = await removeSelectedPart(context, input.categoryId, input.partId)
      return result.ok ? changed(c, 'Part removed', result) : failWith(c, result.code)
    }
    case 'updateFabric': {
      const result = await updateFabric(context, input.shirtId, input.fabricId)
      return result.ok ? ok(c, { message: 'Fabric updated', shirt: result.shirt }) : failWith(c, result.code)
    }
    case 'updateAttribute': {
      const result = await updateAttribute(context, input.shirtId, input.attrId, input.attrValueId)
      return result.ok ? changed(c, 'Attribute updated', result) : failWith(c, result.code)
    }
    case 'addToCart':
    case 'remove': {
      const result = await moveShirt(context, input.shirtId, input.action)
      const message = input.action === 'addToCart' ? 'Added to cart' : 'Removed from cart'
      return result.ok ? ok(c, { message }) : failWith(c, result.code)
    }
    case 'delete': {
      const result = await deleteOwnedShirt(context, input.shirtId)
      return result.ok ? ok(c, { message: 'Shirt deleted' }) : failWith(c, result.code)
    }
    case 'duplicate': {
      const result = await duplicateShirt(context, input.shirtId)
      return result.ok ? ok(c, { newShirtId: result.newShirtId }) : failWith(c, result.code)
    }
    case 'measures': {
      const result = await assignMeasure(context, input.shirtId, input.measureId)
      return result.ok ? ok(c, { message: 'Measurement profile assigned' }) : failWith(c, result.code)
    }
  }
})
