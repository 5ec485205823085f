import { z } from 'zod'
import { optionalFilter, sortedListQuery } from '../list-query.ts'

/** Filters of /admin/newsletter, its CSV and /api/admin/newsletter.php. */
export const SubscriberSearchSchema = sortedListQuery(['updated', 'email'], 'updated').extend({
  q: optionalFilter(z.string().trim().max(120)),
  status: optionalFilter(z.enum(['pending', 'subscribed', 'unsubscribed'])),
})
export type SubscriberSearchInput = z.infer<typeof SubscriberSearchSchema>
