/** The checkout form's pieces that the page and its no-JavaScript form post share. */

/** The form's address. */
export type CheckoutAddress = {
  firstName: string
  lastName: string
  company: string
  street: string
  addition: string
  postalCode: string
  city: string
}

export const checkoutAddressFields = [
  'firstName',
  'lastName',
  'company',
  'street',
  'addition',
  'postalCode',
  'city',
] as const satisfies readonly (keyof CheckoutAddress)[]

/** The form's address as placeOrder takes it (OrderAddressSchema), in the order's delivery country. */
export function orderAddress(address: CheckoutAddress, countryCode: string) {
  return {
    firstName: address.firstName.trim(),
    lastName: address.lastName.trim(),
    ...(address.company.trim() ? { company: address.company.trim() } : {}),
    street: address.street.trim(),
    ...(address.addition.trim() ? { addition: address.addition.trim() } : {}),
    postalCode: address.postalCode.trim(),
    city: address.city.trim(),
    countryCode,
  }
}

/** The address of the form fields `{prefix}-{field}` of a posted form ('' for a missing one). */
export function postedAddress(form: FormData, prefix: 'billing' | 'shipping'): CheckoutAddress {
  const value = (field: string) => {
    const raw = form.get(`${prefix}-${field}`)
    return typeof raw === 'string' ? raw.slice(0, 200) : ''
  }
  return Object.fromEntries(checkoutAddressFields.map((field) => [field, value(field)])) as CheckoutAddress
}

/** The page a placed order continues on: paid at once, a card payment that could not start, else to pay. */
export function pageAfterOrder(kind: string | undefined) {
  if (kind === 'paid') return '/order/completed'
  if (kind === 'failed') return '/order/error'
  return '/checkout-success'
}
