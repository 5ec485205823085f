/**
 * Whom a mail greets: the account's own name and salutation. The shop says 'Sie', so a mail to a
 * customer who chose 'Herr' or 'Frau' greets them by title and surname ('Guten Tag Herr
 * Müller-Weißenfels,'); without one, by full name.
 */
export type Addressee = { firstName: string; lastName?: string; salutation?: string | null }

/** The greeting's fields from an account or an order address. */
export function addresseeOf(person: {
  firstName: string
  lastName?: string | null
  salutation?: string | null
}): Addressee {
  return {
    firstName: person.firstName,
    ...(person.lastName ? { lastName: person.lastName } : {}),
    ...(person.salutation ? { salutation: person.salutation } : {}),
  }
}

/**
 * The values of the `email.greeting` message: `salutation` picks the formal branch only with a
 * surname to go with it ('Herr' alone would greet nobody), `name` is the full name otherwise.
 */
export function greetingValues(addressee: Addressee): { salutation: string; lastName: string; name: string } {
  const lastName = addressee.lastName?.trim() ?? ''
  const titled = lastName !== '' && (addressee.salutation === 'Herr' || addressee.salutation === 'Frau')
  return {
    salutation: titled ? (addressee.salutation as string) : 'none',
    lastName,
    name: [addressee.firstName.trim(), lastName].filter(Boolean).join(' '),
  }
}
