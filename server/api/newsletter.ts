import { Hono } from 'hono'
import { z } from 'zod'
import { newsletterConsentText } from '#app/lib/newsletter.server.ts'
import { SignupProofSchema } from '#core/accounts/signup-proof.ts'
import { NewsletterTokenSchema, SubscribeSchema } from '#core/newsletter/schemas.ts'
import {
  confirmSubscription,
  subscribeToNewsletter,
  unsubscribeByToken,
} from '#core/newsletter/subscriptions.ts'
import { readJson } from '../http/body.ts'
import { fail, ok } from '../http/envelope.ts'
import { requestLocaleOf } from '../http/locale.ts'
import { proofOfWorkRequired } from '../http/proof-required.ts'
import { clientAddress } from '../http/request-info.ts'
import { ensureSession } from '../http/session.ts'
import type { AppEnv } from '../http/types.ts'

export const NewsletterActionSchema = z.discriminatedUnion('action', [
  SubscribeSchema.extend({ action: z.literal('subscribe'), ...SignupProofSchema.shape }),
  NewsletterTokenSchema.extend({ action: z.literal('confirm') }),
  NewsletterTokenSchema.extend({ action: z.literal('unsubscribe') }),
])

/** The one answer to every subscription request, whatever the address's state (nothing leaks). */
const subscribeAnswer =
  'Please check your inbox: unless this address is already subscribed, we have sent a link to confirm the subscription.'

const linkMessages = {
  LINK_UNKNOWN: ['NOT_FOUND', 'token: this link is not valid'],
  LINK_EXPIRED: ['CONFLICT', 'token: this link has expired; please subscribe again'],
  LINK_USED: ['CONFLICT', 'token: the subscription is already confirmed'],
} as const

/** /api/newsletter.php: double opt-in (docs/api.md). */
export const newsletterApi = new Hono<AppEnv>().post('/newsletter.php', async (c) => {
  const input = await readJson(c, NewsletterActionSchema)
  const deps = c.get('deps')
  switch (input.action) {
    case 'subscribe': {
      const locale = requestLocaleOf(c)
      const loaded = await ensureSession(c)
      const result = await subscribeToNewsletter(
        deps,
        input.email,
        { origin: c.get('origin'), locale, source: 'api', consentText: newsletterConsentText(locale) },
        { address: clientAddress(c, deps.env), session: loaded.session, proof: input.altcha },
      )
      if (!result.ok) return proofOfWorkRequired(c, loaded.session.id, result.retryAfterSeconds)
      return ok(c, { message: subscribeAnswer })
    }
    case 'confirm': {
      const result = await confirmSubscription(deps, input.token, c.get('origin'))
      if (!result.ok) {
        const [status, message] = linkMessages[result.code]
        return fail(c, status, message, { field: 'token', reason: result.code })
      }
      return ok(c, { message: 'The subscription is confirmed.' })
    }
    case 'unsubscribe': {
      const result = await unsubscribeByToken(deps, input.token)
      if (!result.ok) {
        const [status, message] = linkMessages[result.code]
        return fail(c, status, message, { field: 'token', reason: result.code })
      }
      return ok(c, { message: 'The address is unsubscribed.' })
    }
  }
})
