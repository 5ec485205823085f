import { SubscriberSearchSchema } from '#core/admin/newsletter/schemas.ts'
import { subscriberCsv } from '#core/admin/newsletter/subscribers.ts'
import { orNotFound, requireBackOffice } from '../../admin/guard.server.ts'
import { typedParams } from '../../admin/list/url.ts'
import type { Route } from './+types/newsletter-csv'

/** /admin/newsletter.csv (admin only): the list's current filter as a formula-safe CSV download. */
export async function loader(args: Route.LoaderArgs) {
  const office = requireBackOffice(args)
  const typed = typedParams(args.request, ['q', 'status', 'sort', 'dir'])
  const parsed = SubscriberSearchSchema.safeParse(typed)
  const csv = orNotFound(
    args.request,
    await subscriberCsv(
      office.deps,
      office.actor,
      parsed.success ? parsed.data : SubscriberSearchSchema.parse({}),
    ),
  )
  const day = office.deps.now().toISOString().slice(0, 10)
  return new Response(`\uFEFF${csv}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="newsletter-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
