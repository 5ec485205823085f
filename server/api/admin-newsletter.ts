import { Hono } from 'hono'
import { z } from 'zod'
import { SubscriberSearchSchema } from '#core/admin/newsletter/schemas.ts'
import { subscriberCsv, subscriberList } from '#core/admin/newsletter/subscribers.ts'
import { readJson } from '../http/body.ts'
import { ok } from '../http/envelope.ts'
import type { AppEnv } from '../http/types.ts'
import { backOfficeActor, permitted, refuseArea } from './admin-guard.ts'

export const AdminNewsletterActionSchema = z.discriminatedUnion('action', [
  SubscriberSearchSchema.extend({ action: z.literal('list') }),
  SubscriberSearchSchema.extend({ action: z.literal('export') }),
])

/**
 * /api/admin/newsletter.php (docs/api.md): the subscribers with their consent records, and the CSV of
 * a filter (in the envelope, `csv`); admin only. There is no sending tool.
 */
export const adminNewsletterApi = new Hono<AppEnv>().post('/admin/newsletter.php', async (c) => {
  const actor = backOfficeActor(c)
  if (!actor) return refuseArea(c)
  const input = await readJson(c, AdminNewsletterActionSchema)
  const deps = c.get('deps')
  c.header('Cache-Control', 'no-store')
  if (input.action === 'export') return ok(c, { csv: permitted(await subscriberCsv(deps, actor, input)) })
  return ok(c, permitted(await subscriberList(deps, actor, input)))
})
