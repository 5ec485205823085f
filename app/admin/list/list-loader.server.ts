import type { RouterContextProvider } from 'react-router'
import type { z } from 'zod'
import type { ListQuerySchema } from '#core/admin/list-query.ts'
import { requireBackOffice } from '../guard.server.ts'
import { typedParams } from './url.ts'

type Args = { request: Request; context: Readonly<RouterContextProvider> }
type BackOffice = ReturnType<typeof requireBackOffice>

/**
 * The loader of a back-office list page (who may see it, the use case in `load` decides): the filters as typed (the form shows
 * them back), the query parsed with the list's schema (the same one its API reads; a refused
 * filter shows the first page unfiltered and says so), then what `load` reads with it.
 */
export async function loadAdminList<
  Schema extends z.ZodType<z.output<typeof ListQuerySchema>, Record<string, unknown>>,
  Loaded extends object,
>(
  args: Args,
  list: { schema: Schema; filters: readonly string[] },
  load: (office: BackOffice, input: z.output<Schema>) => Promise<Loaded>,
) {
  const office = requireBackOffice(args)
  const typed = typedParams(args.request, list.filters)
  const page = new URL(args.request.url).searchParams.get('page') ?? ''
  const parsed = list.schema.safeParse({ ...typed, page })
  const input = parsed.success ? parsed.data : list.schema.parse({})
  return { locale: office.locale, typed, badFilter: !parsed.success, ...(await load(office, input)) }
}
