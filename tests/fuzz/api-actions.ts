import { z } from 'zod'
import { RoleChangeSchema } from '../../core/admin/staff-roles.ts'
import { TicketCreateSchema, TicketReplySchema } from '../../core/service/schema.ts'
import { TeamActionSchema } from '../../core/teams/schemas.ts'
import { AccountActionSchema } from '../../server/api/account.ts'
import { AddressesActionSchema } from '../../server/api/addresses.ts'
import { AdminCatalogActionSchema } from '../../server/api/admin-catalog.ts'
import { AdminCustomersActionSchema } from '../../server/api/admin-customers.ts'
import { AdminFabricsActionSchema } from '../../server/api/admin-fabrics.ts'
import { AdminFeedbackActionSchema } from '../../server/api/admin-feedback.ts'
import { AdminNewsletterActionSchema } from '../../server/api/admin-newsletter.ts'
import { AdminOrdersActionSchema } from '../../server/api/admin-orders.ts'
import { AdminTicketsActionSchema } from '../../server/api/admin-tickets.ts'
import { AdminVouchersActionSchema } from '../../server/api/admin-vouchers.ts'
import { CartActionSchema } from '../../server/api/cart.ts'
import { CatalogActionSchema } from '../../server/api/catalog.ts'
import { CheckoutActionSchema } from '../../server/api/checkout.ts'
import { MeasuresActionSchema } from '../../server/api/measures.ts'
import { PreviewSchema } from '../../server/api/media.ts'
import { NewsletterActionSchema } from '../../server/api/newsletter.ts'
import { OrdersActionSchema } from '../../server/api/orders.ts'
import { SessionActionSchema } from '../../server/api/session.ts'
import { ShirtActionSchema } from '../../server/api/shirt.ts'
import { WishlistActionSchema } from '../../server/api/wishlist.ts'
import { WithdrawalActionSchema } from '../../server/api/withdrawal.ts'

/** How an endpoint takes its body: JSON, a form (session.php) or multipart (feedback). */
export type Encoding = 'json' | 'form' | 'multipart'

/**
 * Every action endpoint of the API with the zod schema its handler parses (the same objects, so a
 * new action is fuzzed as soon as it is in its schema). Service and withdrawal check their fields
 * after the envelope: their field schemas are merged in.
 */
export const apiActions: { path: string; schema: z.ZodType; encoding: Encoding }[] = [
  { path: '/api/account.php', schema: AccountActionSchema, encoding: 'json' },
  { path: '/api/addresses.php', schema: AddressesActionSchema, encoding: 'json' },
  { path: '/api/admin/orders.php', schema: AdminOrdersActionSchema, encoding: 'json' },
  { path: '/api/cart.php', schema: CartActionSchema, encoding: 'json' },
  { path: '/api/catalog.php', schema: CatalogActionSchema, encoding: 'json' },
  { path: '/api/checkout.php', schema: CheckoutActionSchema, encoding: 'json' },
  { path: '/api/measures.php', schema: MeasuresActionSchema, encoding: 'json' },
  { path: '/api/shirt-preview.php', schema: PreviewSchema, encoding: 'json' },
  { path: '/api/newsletter.php', schema: NewsletterActionSchema, encoding: 'json' },
  { path: '/api/orders.php', schema: OrdersActionSchema, encoding: 'json' },
  { path: '/api/session.php', schema: SessionActionSchema, encoding: 'form' },
  { path: '/api/shirt.php', schema: ShirtActionSchema, encoding: 'json' },
  { path: '/api/team.php', schema: TeamActionSchema, encoding: 'json' },
  { path: '/api/wishlist.php', schema: WishlistActionSchema, encoding: 'json' },
  {
    path: '/api/withdrawal.php',
    schema: WithdrawalActionSchema.extend({
      name: z.string().max(200),
      email: z.email(),
      orderNumber: z.string().max(40),
      scope: z.enum(['all', 'some']),
      items: z.array(z.number().int()).max(5).optional(),
    }),
    encoding: 'json',
  },
  {
    path: '/api/service.php',
    schema: z.union([
      z.object({ action: z.literal('list'), kind: z.enum(['service', 'aftersale']).optional() }),
      TicketCreateSchema.extend({ action: z.literal('create') }),
      z.object({ action: z.literal('fetch'), ticketId: z.number().int() }),
      TicketReplySchema.extend({ action: z.literal('reply') }),
      z.object({ action: z.literal('close'), ticketId: z.number().int() }),
    ]),
    encoding: 'json',
  },
  {
    path: '/api/feedback/send.php',
    schema: z.object({
      name: z.string().max(200),
      email: z.email(),
      message: z.string().max(2000),
      page: z.string().max(200),
      cf_turnstile_response: z.string().max(100),
    }),
    encoding: 'multipart',
  },
]

/** The back office's JSON endpoints, each with the schema its handler parses: called as the admin. */
export const backOfficeActions: { path: string; schema: z.ZodType; encoding: Encoding }[] = [
  { path: '/api/admin/orders.php', schema: AdminOrdersActionSchema, encoding: 'json' },
  { path: '/api/admin/tickets.php', schema: AdminTicketsActionSchema, encoding: 'json' },
  { path: '/api/admin/feedback.php', schema: AdminFeedbackActionSchema, encoding: 'json' },
  { path: '/api/admin/customers.php', schema: AdminCustomersActionSchema, encoding: 'json' },
  { path: '/api/admin/vouchers.php', schema: AdminVouchersActionSchema, encoding: 'json' },
  { path: '/api/admin/newsletter.php', schema: AdminNewsletterActionSchema, encoding: 'json' },
  { path: '/api/admin/catalog.php', schema: AdminCatalogActionSchema, encoding: 'json' },
  { path: '/api/admin/fabrics.php', schema: AdminFabricsActionSchema, encoding: 'json' },
  { path: '/api/admin/staff.php', schema: RoleChangeSchema, encoding: 'json' },
]
