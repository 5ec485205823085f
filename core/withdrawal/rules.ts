import { randomBytes } from 'node:crypto'
import { formatLocale, type Locale } from '#config/locales.ts'

/** The shop's time zone: the receipt states the time of receipt as the workshop's clock shows it. */
export const shopTimeZone = 'Europe/Berlin'

const referenceAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** Receipt number: WR- and 10 characters without look-alikes (0/O, 1/I), random so it reveals no count. */
export function withdrawalReference(bytes: Uint8Array = randomBytes(10)): string {
  const chars = [...bytes].map((byte) => referenceAlphabet[byte % referenceAlphabet.length]).join('')
  return `WR-${chars.slice(0, 5)}-${chars.slice(5, 10)}`
}

/** Date and time of receipt in Berlin time, in the customer's language, with the zone named. */
export function formatReceivedAt(at: Date, locale: Locale): { date: string; time: string } {
  const date = new Intl.DateTimeFormat(formatLocale(locale), {
    timeZone: shopTimeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(at)
  const time = new Intl.DateTimeFormat(formatLocale(locale), {
    timeZone: shopTimeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  }).format(at)
  return { date, time }
}
