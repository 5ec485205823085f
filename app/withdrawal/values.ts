/**
 * What the visitor typed into the withdrawal form, carried from step 1 to step 2 (hidden fields)
 * and back, so nothing has to be typed twice.
 */
export type WithdrawalValues = {
  name: string
  email: string
  orderNumber: string
  scope: 'all' | 'some'
  items: string
  /** Ticked lines of an own order (logged-in customers coming from the order page). */
  lines: string[]
}

export const emptyValues: WithdrawalValues = {
  name: '',
  email: '',
  orderNumber: '',
  scope: 'all',
  items: '',
  lines: [],
}

export function readValues(form: FormData): WithdrawalValues {
  const text = (key: string) => {
    const value = form.get(key)
    return typeof value === 'string' ? value : ''
  }
  return {
    name: text('name'),
    email: text('email'),
    orderNumber: text('orderNumber'),
    scope: text('scope') === 'some' ? 'some' : 'all',
    items: text('items'),
    lines: form
      .getAll('line')
      .filter((value): value is string => typeof value === 'string')
      .slice(0, 50),
  }
}

/** The declaration as the shared schema takes it: ticked lines and free text become one list. */
export function declarationOf(values: WithdrawalValues) {
  const items = [...values.lines, values.items.trim()].filter(Boolean).join('\n')
  return {
    name: values.name,
    email: values.email,
    orderNumber: values.orderNumber,
    scope: values.scope,
    items,
  }
}
