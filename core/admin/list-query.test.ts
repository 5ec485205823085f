import { describe, expect, it } from 'vitest'
import { FabricSearchSchema } from '../catalog/fabric-schemas.ts'
import { ProductListSchema, TemplateListSchema } from './catalog/schemas.ts'
import { CustomerSearchSchema } from './customers/schemas.ts'
import { FeedbackSearchSchema, TicketSearchSchema } from './inbox-schemas.ts'
import { ListQuerySchema, sortedListQuery } from './list-query.ts'
import { SubscriberSearchSchema } from './newsletter/schemas.ts'
import { OrderSearchSchema } from './order-schemas.ts'
import { VoucherSearchSchema } from './vouchers/schemas.ts'

describe('the back-office list query', () => {
  it('reads the page from the address: absent or empty is 1, out of range is refused', () => {
    expect(ListQuerySchema.parse({})).toEqual({ page: 1 })
    expect(ListQuerySchema.parse({ page: '' })).toEqual({ page: 1 })
    expect(ListQuerySchema.parse({ page: '3' })).toEqual({ page: 3 })
    for (const page of ['0', '-1', '10001', '1.5', 'x'])
      expect(ListQuerySchema.safeParse({ page }).success).toBe(false)
  })

  it('sorts by the fallback column, newest first, unless the address names a known one', () => {
    const schema = sortedListQuery(['created', 'name'], 'created')
    expect(schema.parse({})).toEqual({ page: 1, sort: 'created', dir: 'desc' })
    expect(schema.parse({ sort: 'name', dir: 'asc' })).toEqual({ page: 1, sort: 'name', dir: 'asc' })
    expect(schema.safeParse({ sort: 'password' }).success).toBe(false)
    expect(schema.safeParse({ dir: 'up' }).success).toBe(false)
  })

  // The list pages fall back to the empty query when a filter is refused (loadAdminList).
  it.each([
    ['orders', OrderSearchSchema],
    ['customers', CustomerSearchSchema],
    ['tickets', TicketSearchSchema],
    ['feedback', FeedbackSearchSchema],
    ['vouchers', VoucherSearchSchema],
    ['fabrics', FabricSearchSchema],
    ['newsletter', SubscriberSearchSchema],
    ['accessories', ProductListSchema],
    ['templates', TemplateListSchema],
  ])('%s: the empty query is valid and is the first page', (_name, schema) => {
    expect(schema.parse({})).toMatchObject({ page: 1 })
  })
})
