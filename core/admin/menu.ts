import type { Actor } from '../access/actor.ts'
import { may } from '../access/permissions.ts'

/**
 * The admin-only areas this actor's menu and links lead to; the same table the use cases check,
 * so a link is shown exactly where its page opens. Staff see the workshop and the service desk.
 */
export function backOfficeMenu(actor: Actor) {
  return {
    audit: may(actor, 'audit.read'),
    staff: may(actor, 'staff.manage'),
    catalog: may(actor, 'catalog.manage'),
    customers: may(actor, 'customers.manage'),
    vouchers: may(actor, 'vouchers.manage'),
    newsletter: may(actor, 'newsletter.manage'),
    jobs: may(actor, 'jobs.retry'),
  }
}
