import { data } from 'react-router'
import type { z } from 'zod'
import type { CatalogWrite } from '#core/admin/catalog/write.ts'
import { inputRefusal } from '#core/validation/input-refusal.ts'
import { orNotFound } from '../guard.server.ts'
import type { CatalogActionResult } from './action-result.ts'

const statusOf = { NOT_FOUND: 404, PART_IS_DEFAULT: 409, PACKAGE_NOT_CHEAPER: 409 } as const

/**
 * One catalog form post: the intent picks the shared zod schema (the API's), a refused field
 * answers 400 with its reason and everything that was typed, a refused write 404/409 with its
 * reason (a role without the catalog gets the 404 page); `rowId` names the row the answer belongs to, so only that row shows it.
 */
type Intent = {
  schema: z.ZodType
  rowKey: string
  run: (input: never) => Promise<CatalogWrite<unknown>>
}

/** One form intent: its schema, the field naming its row, and the write it runs on the parsed input. */
export function intent<S extends z.ZodType>(
  schema: S,
  rowKey: string,
  run: (input: z.infer<S>) => Promise<CatalogWrite<unknown>>,
): Intent {
  return { schema, rowKey, run }
}

export async function catalogAction(
  request: Request,
  intents: Record<string, Intent>,
  read: FormData | Promise<FormData> = request.formData(),
) {
  const form = await read
  const values = Object.fromEntries(
    [...form.entries()].flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])),
  )
  const name = values.intent ?? ''
  const spec = Object.hasOwn(intents, name) ? intents[name] : undefined
  const rowId = spec ? (values[spec.rowKey] ?? '') : ''
  const refuse = (status: number, reason: string, field?: string) =>
    data<CatalogActionResult>({ ok: false, intent: name, rowId, reason, field, values }, { status })
  if (!spec) return refuse(400, 'BAD_INPUT')
  const parsed = spec.schema.safeParse(values)
  if (!parsed.success) {
    const refusal = inputRefusal(parsed.error)
    return refuse(400, refusal.reason, refusal.field)
  }
  // The parsed input, once: the schemas turn typed euros into cents.
  const written = orNotFound(request, await spec.run(parsed.data as never))
  if (written.ok) return data<CatalogActionResult>({ ok: true, intent: name, rowId })
  return refuse(statusOf[written.code], written.code)
}
