import { z } from 'zod'
import { safeText } from '../../validation/safe-text.ts'
import { optionalFilter, sortedListQuery } from '../list-query.ts'

/** Filters of /admin/newsletter, its CSV and /api/admin/newsletter.php. */
export const SubscriberSearchSchema = sortedListQuery(['updated', 'email'], 'updated').extend({
  q: optionalFilter(safeText(z.string().trim().max(120))),
  status: optionalFilter(z.enum(['pending', 'subscribed', 'unsubscribed'])),
})
export type SubscriberSearchInput = z.infer<typeof SubscriberSearchSchema>
