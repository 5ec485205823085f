import { Hono } from 'hono'
import { uploadedFileOf } from '#core/feedback/images.ts'
import { orderAddressFrom } from '#core/orders/order-addresses.ts'
import { teamLogoLimits } from '#core/teams/logo-rules.ts'
import { placeTeamOrder, type TeamOrderFailure } from '#core/teams/place-team-order.ts'
import { TeamActionSchema, TeamLogoSchema } from '#core/teams/schemas.ts'
import {
  closeTeamOrder,
  createTeamOrder,
  invitationView,
  joinTeam,
  listTeamOrders,
  memberView,
  organiserView,
  remindMembers,
  removeTeamLogo,
  renewInvitation,
  saveTeamPart,
  type TeamFailure,
  teamLogoPicture,
  uploadTeamLogo,
} from '#core/teams/team-orders.ts'
import { readJson } from '../http/body.ts'
import { ApiError, type ErrorCode, fail, ok } from '../http/envelope.ts'
import { oneFileLimits, readMultipart } from '../http/multipart.ts'
import type { AppContext, AppEnv } from '../http/types.ts'
import { whenUploadAdmitted } from '../http/upload-gate.ts'
import { backOfficeActor } from './admin-guard.ts'
import { shirtContext } from './shirt.ts'

const failures: Record<TeamFailure['code'] | TeamOrderFailure['code'], [ErrorCode, string]> = {
  NOT_LOGGED_IN: ['NOT_LOGGED_IN', 'Please log in'],
  NOT_FOUND: ['NOT_FOUND', 'teamOrderId: no such team order'],
  UNKNOWN_SHIRT: ['NOT_FOUND', 'shirtId: no such design'],
  DEADLINE_INVALID: ['BAD_INPUT', 'deadline: from today up to a year ahead'],
  TEAM_NOT_OPEN: ['CONFLICT', 'teamOrderId: the team order is no longer open'],
  ALREADY_MEMBER: ['CONFLICT', 'token: you have already joined this team order'],
  ORGANISER_IS_MEMBER: ['CONFLICT', 'token: the organiser cannot join their own team order'],
  UNKNOWN_MEASURE: ['NOT_FOUND', 'measureId: no such measurement profile'],
  CHOICE_INVALID: ['BAD_INPUT', 'choices: not one of the open options'],
  DEADLINE_PASSED: ['CONFLICT', 'teamOrderId: the deadline has passed'],
  NOBODY_TO_REMIND: ['CONFLICT', 'memberIds: every member is done'],
  REMINDED_TODAY: ['CONFLICT', 'memberIds: each of them was reminded within the last 24 hours'],
  INVITE_CLOSED: ['CONFLICT', 'token: the team order is closed'],
  INVITE_EXPIRED: ['CONFLICT', 'token: the invitation has expired'],
  INVITE_USED_UP: ['CONFLICT', 'token: every place of the invitation is taken'],
  TERMS_REQUIRED: ['BAD_INPUT', 'acceptTerms: the terms must be accepted'],
  COUNTRY_MISMATCH: ['BAD_INPUT', 'billingAddress.countryCode: must be the delivery country'],
  PAYMENT_UNAVAILABLE: ['BAD_INPUT', 'paymentMethod: not available for this order'],
  UNKNOWN_MEMBER: ['NOT_FOUND', 'memberIds: no such member of this team order'],
  MEMBERS_MISSING: ['CONFLICT', 'memberIds: some members have not added their measurements'],
  FABRIC_OUT_OF_STOCK: ['CONFLICT', "fabricId: not enough of the design's fabric is left in stock"],
  NO_FILE: ['BAD_INPUT', 'file: choose a picture of the logo'],
  NOT_AN_IMAGE: ['BAD_INPUT', 'file: only JPEG and PNG pictures are taken'],
  IMAGE_TOO_LARGE: ['TOO_LARGE', 'file: the picture is too large (at most 2 MB and 40 megapixels)'],
  PRICE_CHANGED: ['CONFLICT', 'expectedTotal: the total has changed, check the order again'],
  CART_CHANGED: ['CONFLICT', 'memberIds: the team order changed meanwhile, try again'],
  // Not reached by a team order (no vouchers, no date, no idempotency key) but part of committing one.
  VOUCHER_SPENT: ['CONFLICT', 'vouchers: a voucher is no longer usable'],
  NEED_BY_TOO_EARLY: ['BAD_INPUT', 'needBy: before the expected delivery'],
  IDEMPOTENCY_RUNNING: ['CONFLICT', 'idempotencyKey: the same order is still being placed'],
  IDEMPOTENCY_MISMATCH: ['UNPROCESSABLE', 'idempotencyKey: already used for a different order'],
}

const fields: Partial<Record<keyof typeof failures, string>> = {
  UNKNOWN_SHIRT: 'shirtId',
  DEADLINE_INVALID: 'deadline',
  UNKNOWN_MEASURE: 'measureId',
  CHOICE_INVALID: 'choices',
  TERMS_REQUIRED: 'acceptTerms',
  COUNTRY_MISMATCH: 'billingAddress.countryCode',
  PAYMENT_UNAVAILABLE: 'paymentMethod',
  UNKNOWN_MEMBER: 'memberIds',
  MEMBERS_MISSING: 'memberIds',
  PRICE_CHANGED: 'expectedTotal',
  NO_FILE: 'file',
  NOT_AN_IMAGE: 'file',
  IMAGE_TOO_LARGE: 'file',
}

/** The logo, the team order's id and its position, with their multipart framing. */
const logoLimits = oneFileLimits(teamLogoLimits.maxBytes)

/** Every refusal names its rule in `reason`; MEMBERS_MISSING also names who is missing. */
function failWith(c: AppContext, failure: TeamFailure | TeamOrderFailure) {
  const [status, message] = failures[failure.code]
  const extra: Record<string, unknown> = { reason: failure.code }
  const field = fields[failure.code]
  if (field) extra.field = field
  if ('missing' in failure && failure.missing) extra.missing = failure.missing
  if ('categoryId' in failure && failure.categoryId) extra.categoryId = failure.categoryId
  return fail(c, status, message, extra)
}

/**
 * /api/team.php (docs/api.md): team orders. The organiser creates one, sees who is done (never their
 * measurements), reminds, renews the link, closes or orders; a member reads the invitation, joins
 * and adds their part. Only `invitation` works without a login; others' ids are 404.
 */
/** uploadLogo comes as multipart (action, teamOrderId, position, file); a larger body is 413 IMAGE_TOO_LARGE. */
async function uploadLogo(c: AppContext) {
  const context = await shirtContext(c)
  if (!context.customer) return failWith(c, { ok: false, code: 'NOT_LOGGED_IN' })
  let form: FormData
  try {
    form = await readMultipart(c, logoLimits, { field: 'file', tooLarge: 'file: the picture is too large' })
  } catch (error) {
    if (
      error instanceof ApiError &&
      (error.extra.reason === 'BODY_TOO_LARGE' || error.extra.reason === 'FILE_TOO_LARGE')
    )
      return failWith(c, { ok: false, code: 'IMAGE_TOO_LARGE' })
    throw error
  }
  if (form.get('action') !== 'uploadLogo')
    throw new ApiError('BAD_INPUT', 'action: only uploadLogo comes as multipart', {
      reason: 'INVALID_INPUT',
      field: 'action',
    })
  const input = TeamLogoSchema.safeParse({
    teamOrderId: form.get('teamOrderId'),
    position: form.get('position'),
  })
  if (!input.success) {
    const field = String(input.error.issues[0]?.path[0] ?? 'teamOrderId')
    throw new ApiError('BAD_INPUT', `${field}: invalid`, { reason: 'INVALID_INPUT', field })
  }
  const result = await uploadTeamLogo(context, {
    ...input.data,
    file: await uploadedFileOf(form.get('file')),
  })
  return result.ok ? ok(c, { logo: result.logo }) : failWith(c, result)
}

export const teamApi = new Hono<AppEnv>()
  .get('/team/logo/:file', async (c) => {
    const match = /^(\d{1,10})\.png$/.exec(c.req.param('file'))
    const id = Number(match?.[1] ?? 0)
    const context = await shirtContext(c)
    const picture =
      match && id <= 2_147_483_647 ? await teamLogoPicture(context, id, backOfficeActor(c) !== null) : null
    if (!picture) return fail(c, 'NOT_FOUND', 'No such logo', { reason: 'NOT_FOUND' })
    return c.body(new Uint8Array(picture), 200, {
      'Content-Type': 'image/png',
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    })
  })
  .post('/team.php', async (c) => {
    if ((c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
      return whenUploadAdmitted(c, () => uploadLogo(c))
    const input = await readJson(c, TeamActionSchema)
    const context = await shirtContext(c)
    if (input.action === 'invitation') {
      const view = await invitationView(context, input.token)
      return view ? ok(c, { invitation: view }) : failWith(c, { ok: false, code: 'NOT_FOUND' })
    }
    if (!context.customer) return failWith(c, { ok: false, code: 'NOT_LOGGED_IN' })
    const origin = c.get('origin')
    switch (input.action) {
      case 'list':
        return ok(c, { teamOrders: await listTeamOrders(context) })
      case 'create': {
        const { action: _action, ...create } = input
        const result = await createTeamOrder(context, create, origin)
        return result.ok
          ? ok(c, { teamOrderId: result.teamOrderId, inviteUrl: result.inviteUrl })
          : failWith(c, result)
      }
      case 'fetch': {
        const view =
          (await organiserView(context, input.teamOrderId, origin)) ??
          (await memberView(context, input.teamOrderId))
        return view ? ok(c, { teamOrder: view }) : failWith(c, { ok: false, code: 'NOT_FOUND' })
      }
      case 'join': {
        const result = await joinTeam(context, input.token)
        return result.ok
          ? ok(c, { teamOrderId: result.teamOrderId, memberId: result.memberId })
          : failWith(c, result)
      }
      case 'savePart': {
        const { action: _action, ...part } = input
        const result = await saveTeamPart(context, part)
        return result.ok
          ? ok(c, { teamOrder: await memberView(context, input.teamOrderId) })
          : failWith(c, result)
      }
      case 'remind': {
        const result = await remindMembers(context, input, origin)
        return result.ok ? ok(c, { reminded: result.reminded }) : failWith(c, result)
      }
      case 'renewInvite': {
        const result = await renewInvitation(context, input.teamOrderId, origin)
        return result.ok ? ok(c, { inviteUrl: result.inviteUrl }) : failWith(c, result)
      }
      case 'close': {
        const result = await closeTeamOrder(context, input.teamOrderId)
        return result.ok ? ok(c, { state: 'closed' }) : failWith(c, result)
      }
      case 'removeLogo': {
        const result = await removeTeamLogo(context, input.teamOrderId)
        return result.ok ? ok(c, { logo: null }) : failWith(c, result)
      }
      case 'placeOrder': {
        const { action: _action, billingAddress, shippingAddress, ...order } = input
        // The invoice goes to the team's company with its VAT id, whatever the form's company says.
        const { company: _company, ...billing } = orderAddressFrom(billingAddress)
        const result = await placeTeamOrder(
          context,
          {
            ...order,
            billingAddress: billing,
            ...(shippingAddress ? { shippingAddress: orderAddressFrom(shippingAddress) } : {}),
          },
          origin,
        )
        if (!result.ok) return failWith(c, result)
        if (!result.replay) c.get('metrics')?.orderPlaced(order.paymentMethod)
        return ok(c, {
          message: result.replay ? 'Order already placed' : 'Order placed',
          orderId: result.orderId,
          number: result.number,
          totalBrutto: result.totalBrutto,
          payment: result.payment,
        })
      }
    }
  })
