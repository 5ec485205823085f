import { describe, expect, it } from 'vitest'
import { auditPage } from '../admin/audit.ts'
import { addVariant, adminProductList, setProduct, setVariant } from '../admin/catalog/accessories.ts'
import { adminPartList, setPart, setValue } from '../admin/catalog/parts.ts'
import { adminPrices, setPrices } from '../admin/catalog/prices.ts'
import { removeProductPhotoOf, uploadProductPhoto } from '../admin/catalog/product-photos.ts'
import { adminTemplateList, setTemplate } from '../admin/catalog/templates.ts'
import {
  blockCustomer,
  eraseCustomerOnRequest,
  exportCustomerOnRequest,
  sendCustomerResetLink,
  unblockCustomer,
} from '../admin/customers/actions.ts'
import { adminCustomerDetail, adminCustomerList } from '../admin/customers/read.ts'
import {
  confirmFabricSample,
  discardFabricSample,
  previewFabricSample,
  regenerateFabricSample,
  uploadFabricSample,
} from '../admin/fabric-pictures.ts'
import {
  adminFabricDetail,
  adminFabricList,
  createFabric,
  editFabric,
  setFabricActive,
} from '../admin/fabrics.ts'
import { adminFeedbackDetail, adminFeedbackList, stepFeedback } from '../admin/feedback.ts'
import { subscriberCsv, subscriberList } from '../admin/newsletter/subscribers.ts'
import { changeOrderState } from '../admin/order-steps.ts'
import { addOrderNote, adminOrderDetail, adminOrderList } from '../admin/orders.ts'
import { adminOverview } from '../admin/overview.ts'
import { backOfficeAccounts, changeRole } from '../admin/staff-roles.ts'
import {
  adminTicketDetail,
  adminTicketList,
  answerTicket,
  assignTicket,
  stepTicket,
} from '../admin/tickets.ts'
import { deactivateVoucher, issueVoucher } from '../admin/vouchers/actions.ts'
import { adminVoucherDetail, adminVoucherList } from '../admin/vouchers/read.ts'
import type { Deps } from '../deps.ts'
import { staffOrderList } from '../orders/staff-orders.ts'
import { type Actor, guestActor, type Role } from './actor.ts'
import { type Action, forbidden, may } from './permissions.ts'

/**
 * Every back-office use case asks the permission table first: an actor who may not gets
 * FORBIDDEN before anything is read or written. The dependencies throw on any use, so a check
 * that came after a query (or was missing) fails here.
 */
const untouchable = new Proxy({} as Deps, {
  get(_target, key) {
    throw new Error(`deps.${String(key)} used before the permission check`)
  },
})

const actorAs = (role: Role): Actor =>
  role === 'guest' ? guestActor : { role, id: 7, email: `${role}@example.com` }

const any = {} as never
type Call = (deps: Deps, actor: Actor) => Promise<unknown> | unknown

const useCases: [string, Action, Call][] = [
  ['adminOverview', 'backOffice.overview', (d, a) => adminOverview(d, a)],
  ['adminOrderList', 'orders.read', (d, a) => adminOrderList(d, a, any)],
  ['adminOrderDetail', 'orders.read', (d, a) => adminOrderDetail(d, a, 1, 'de')],
  ['addOrderNote', 'order.note', (d, a) => addOrderNote(d, a, { orderId: 1, body: 'x' })],
  ['changeOrderState → paid', 'order.markPaid', (d, a) => changeOrderState(d, a, step('paid'), '')],
  ['changeOrderState → refunded', 'order.refund', (d, a) => changeOrderState(d, a, step('refunded'), '')],
  [
    'changeOrderState → in_production',
    'order.produce',
    (d, a) => changeOrderState(d, a, step('in_production'), ''),
  ],
  ['changeOrderState → shipped', 'order.ship', (d, a) => changeOrderState(d, a, step('shipped'), '')],
  ['changeOrderState → cancelled', 'order.cancel', (d, a) => changeOrderState(d, a, step('cancelled'), '')],
  ['staffOrderList', 'workshop.read', (d, a) => staffOrderList(d, a, { page: 1 })],
  ['adminTicketList', 'tickets.handle', (d, a) => adminTicketList(d, a, any)],
  ['adminTicketDetail', 'tickets.handle', (d, a) => adminTicketDetail(d, a, 1)],
  ['answerTicket', 'tickets.handle', (d, a) => answerTicket(d, a, any, '')],
  ['assignTicket', 'tickets.handle', (d, a) => assignTicket(d, a, any)],
  ['stepTicket', 'tickets.handle', (d, a) => stepTicket(d, a, 1, 'close')],
  ['adminFeedbackList', 'feedback.handle', (d, a) => adminFeedbackList(d, a, any)],
  ['adminFeedbackDetail', 'feedback.handle', (d, a) => adminFeedbackDetail(d, a, 1)],
  ['stepFeedback', 'feedback.handle', (d, a) => stepFeedback(d, a, 1, 'markDone')],
  ['adminPartList', 'catalog.manage', (d, a) => adminPartList(d, a, any, 'de')],
  ['setPart', 'catalog.manage', (d, a) => setPart(d, a, any)],
  ['setValue', 'catalog.manage', (d, a) => setValue(d, a, any)],
  ['adminProductList', 'catalog.manage', (d, a) => adminProductList(d, a, any)],
  ['setProduct', 'catalog.manage', (d, a) => setProduct(d, a, any)],
  ['setVariant', 'catalog.manage', (d, a) => setVariant(d, a, any)],
  ['addVariant', 'catalog.manage', (d, a) => addVariant(d, a, any)],
  ['uploadProductPhoto', 'catalog.manage', (d, a) => uploadProductPhoto(d, a, () => unread())],
  ['removeProductPhotoOf', 'catalog.manage', (d, a) => removeProductPhotoOf(d, a, 1)],
  ['adminTemplateList', 'catalog.manage', (d, a) => adminTemplateList(d, a, any)],
  ['setTemplate', 'catalog.manage', (d, a) => setTemplate(d, a, any)],
  ['adminPrices', 'catalog.manage', (d, a) => adminPrices(d, a)],
  ['setPrices', 'catalog.manage', (d, a) => setPrices(d, a, any)],
  ['adminFabricList', 'catalog.manage', (d, a) => adminFabricList(d, a, any)],
  ['adminFabricDetail', 'catalog.manage', (d, a) => adminFabricDetail(d, a, 1)],
  ['createFabric', 'catalog.manage', (d, a) => createFabric(d, a, any)],
  ['editFabric', 'catalog.manage', (d, a) => editFabric(d, a, 1, any)],
  ['setFabricActive', 'catalog.manage', (d, a) => setFabricActive(d, a, 1, false)],
  ['uploadFabricSample', 'catalog.manage', (d, a) => uploadFabricSample(d, a, () => unread())],
  ['regenerateFabricSample', 'catalog.manage', (d, a) => regenerateFabricSample(d, a, 1)],
  ['previewFabricSample', 'catalog.manage', (d, a) => previewFabricSample(d, a, () => unread())],
  ['confirmFabricSample', 'catalog.manage', (d, a) => confirmFabricSample(d, a, 1)],
  ['discardFabricSample', 'catalog.manage', (d, a) => discardFabricSample(d, a, 1)],
  ['adminCustomerList', 'customers.manage', (d, a) => adminCustomerList(d, a, any)],
  ['adminCustomerDetail', 'customers.manage', (d, a) => adminCustomerDetail(d, a, 1)],
  ['blockCustomer', 'customers.manage', (d, a) => blockCustomer(d, a, any)],
  ['unblockCustomer', 'customers.manage', (d, a) => unblockCustomer(d, a, 1)],
  ['sendCustomerResetLink', 'customers.manage', (d, a) => sendCustomerResetLink(d, a, 1, '')],
  ['exportCustomerOnRequest', 'customers.manage', (d, a) => exportCustomerOnRequest(d, a, 1)],
  ['eraseCustomerOnRequest', 'customers.manage', (d, a) => eraseCustomerOnRequest(d, a, any)],
  ['adminVoucherList', 'vouchers.manage', (d, a) => adminVoucherList(d, a, any)],
  ['adminVoucherDetail', 'vouchers.manage', (d, a) => adminVoucherDetail(d, a, { id: 1 })],
  ['issueVoucher', 'vouchers.manage', (d, a) => issueVoucher(d, a, any)],
  ['deactivateVoucher', 'vouchers.manage', (d, a) => deactivateVoucher(d, a, 1)],
  ['subscriberList', 'newsletter.manage', (d, a) => subscriberList(d, a, any)],
  ['subscriberCsv', 'newsletter.manage', (d, a) => subscriberCsv(d, a, any)],
  ['backOfficeAccounts', 'staff.manage', (d, a) => backOfficeAccounts(d, a)],
  ['changeRole', 'staff.manage', (d, a) => changeRole(d, a, any)],
  ['auditPage', 'audit.read', (d, a) => auditPage(d, a, 1)],
]

function step(status: 'paid' | 'refunded' | 'in_production' | 'shipped' | 'cancelled') {
  return { orderId: 1, status, version: 0 }
}

/** The upload is never read for an actor who may not. */
async function unread(): Promise<never> {
  throw new Error('the upload was read before the permission check')
}

const refused = useCases.flatMap(([name, action, call]) =>
  (['guest', 'customer', 'staff', 'admin'] as const)
    .filter((role) => !may(actorAs(role), action))
    .map((role) => [name, role, call] as const),
)

describe('back-office use cases refuse an actor who may not, before any I/O', () => {
  it.each(refused)('%s refuses %s', async (_name, role, call) => {
    expect(await call(untouchable, actorAs(role))).toEqual(forbidden)
  })

  it('the refund and a recorded payment are refused to staff; producing is not', () => {
    const staffRefused = refused.filter(([, role]) => role === 'staff').map(([name]) => name)
    expect(staffRefused).toContain('changeOrderState → refunded')
    expect(staffRefused).toContain('changeOrderState → paid')
    expect(staffRefused).not.toContain('changeOrderState → in_production')
  })
})
