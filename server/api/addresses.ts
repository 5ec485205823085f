import { Hono } from 'hono'
import { z } from 'zod'
import { AddressSchema } from '#core/addresses/rules.ts'
import { listAddresses, removeAddress, saveAddress, setDefaultAddress } from '#core/addresses/use-cases.ts'
import { readJson } from '../http/body.ts'
import { fail, ok } from '../http/envelope.ts'
import type { AppEnv } from '../http/types.ts'

const id = z.coerce.number().int().positive().max(2_147_483_647)

export const AddressesActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('list') }),
  z.object({
    action: z.literal('save'),
    address: AddressSchema,
    addressId: z.preprocess(
      (value) => (value === null || value === '' || value === 0 ? undefined : value),
      id.optional(),
    ),
  }),
  z.object({ action: z.literal('delete'), addressId: id }),
  z.object({ action: z.literal('setDefault'), addressId: id, kind: z.enum(['billing', 'shipping']) }),
])

/** /api/addresses.php: the customer's billing and shipping addresses (login required; others' ids are 404). */
export const addressesApi = new Hono<AppEnv>().post('/addresses.php', async (c) => {
  const customer = c.get('session')?.customer
  c.header('Cache-Control', 'no-store')
  if (!customer) return fail(c, 'NOT_LOGGED_IN', 'Please log in first.')
  const input = await readJson(c, AddressesActionSchema)
  const deps = c.get('deps')
  const notFound = () => fail(c, 'NOT_FOUND', 'addressId: no such address')
  switch (input.action) {
    case 'list':
      return ok(c, { addresses: await listAddresses(deps, customer.id) })
    case 'save': {
      const result = await saveAddress(deps, customer.id, input.address, input.addressId)
      if (!result.ok) return notFound()
      return ok(c, { addressId: result.addressId, addresses: await listAddresses(deps, customer.id) })
    }
    case 'delete': {
      const result = await removeAddress(deps, customer.id, input.addressId)
      if (!result.ok) return notFound()
      return ok(c, { addresses: await listAddresses(deps, customer.id) })
    }
    case 'setDefault': {
      const result = await setDefaultAddress(deps, customer.id, input.addressId, input.kind)
      if (!result.ok) return notFound()
      return ok(c, { addresses: await listAddresses(deps, customer.id) })
    }
  }
})
