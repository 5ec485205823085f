import { z } from 'zod'

/** An empty form field means 'no filter'. */
export const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional())

/**
 * The query of every back-office list, read from the page's address and from its API: the page
 * (1 when absent). Each list extends it with its own filters, all optional, so that an empty
 * query is always valid: a list page shows its first page unfiltered when a filter is refused.
 */
export const ListQuerySchema = z.object({
  page: optionalFilter(z.coerce.number().int().min(1).max(10_000)).transform((page) => page ?? 1),
})

/** A list query with a sort column of `sorts` (`fallback` when absent) and a direction (newest first). */
export function sortedListQuery<const S extends readonly [string, ...string[]]>(
  sorts: S,
  fallback: S[number],
) {
  return ListQuerySchema.extend({
    sort: optionalFilter(z.enum(sorts)).transform((sort): S[number] => sort ?? fallback),
    dir: optionalFilter(z.enum(['asc', 'desc'])).transform((dir) => dir ?? 'desc'),
  })
}
