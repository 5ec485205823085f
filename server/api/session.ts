import { Hono } from 'hono'
import { z } from 'zod'
import { countCart } from '#core/cart/cart.ts'
import { setCartCountry } from '#core/cart/delivery-country.ts'
import { sessionView } from '#core/sessions/rules.ts'
import { applySessionAction, endSession } from '#core/sessions/use-cases.ts'
import { readForm } from '../http/body.ts'
import { fail, ok } from '../http/envelope.ts'
import { clearSessionCookie, ensureSession } from '../http/session.ts'
import type { AppEnv } from '../http/types.ts'
import { shirtContext } from './shirt.ts'

const popupReasons = ['cta', 'close', 'escape', 'backdrop'] as const

export const SessionActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('setLanguage'), lang: z.string().max(8) }),
  z.object({
    action: z.literal('storePopupStatus'),
    key: z.literal('newsletterPopup'),
    value: z.enum(popupReasons),
  }),
  z.object({ action: z.literal('setUserChoise'), value: z.literal('newsletterPopup') }),
  z.object({
    action: z.literal('setDeliveryCountry'),
    countryId: z.coerce.number().int().positive().max(1_000_000),
  }),
])

const messages = {
  UNSUPPORTED_LOCALE: 'lang: unsupported language (de, en, fr, es)',
  UNKNOWN_COUNTRY: 'countryId: the shop does not deliver to this country',
} as const

/** /api/session.php, /api/session/csrf.php and /api/logout.php (docs/api.md). */
export const sessionApi = new Hono<AppEnv>()
  .get('/session.php', async (c) => {
    const context = await shirtContext(c)
    // The cart's count too: the page's header (login state and count) from this one answer.
    const view = sessionView(context.session, context.customer, context.locale)
    return ok(c, { data: { ...view, cartCount: await countCart(context) } })
  })
  .post('/session.php', async (c) => {
    const input = await readForm(c, SessionActionSchema)
    // The destination re-prices the cart: the cart's own rule, not a second copy that would not.
    const result =
      input.action === 'setDeliveryCountry'
        ? await setCartCountry(await shirtContext(c), input.countryId)
        : await applySessionAction(c.get('deps'), (await ensureSession(c)).session, input)
    if (!result.ok) return fail(c, 'BAD_INPUT', messages[result.code], { reason: result.code })
    return ok(c)
  })
  .get('/session/csrf.php', async (c) => {
    const loaded = await ensureSession(c)
    return ok(c, { csrfToken: loaded.session.csrfToken })
  })
  .post('/logout.php', async (c) => {
    const loaded = c.get('session')
    if (loaded) await endSession(c.get('deps'), loaded.session)
    clearSessionCookie(c)
    return ok(c)
  })
