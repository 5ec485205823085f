import { localizePath, splitLocale } from '#config/locale-path.ts'
import type { Locale } from '#config/locales.ts'
import { sameShopPath } from '../navigation/safe-navigation.ts'

/**
 * Where measuring was started from, so that saving the new profile goes back there with the
 * profile chosen: the cart, checkout, the designer, 'Meine Hemden' or a team order's page. The
 * address carries it as `zurueck` (a path of this shop) and `hemd` (the design waiting for the
 * profile). Only the pages of this list are accepted, never another site: anything else is no
 * return, and the wizard ends on the profile list as before.
 */
export const measuringReturnParams = { returnTo: 'zurueck', shirt: 'hemd' } as const

const allowed: readonly RegExp[] = [
  /^\/cart$/,
  /^\/checkout$/,
  /^\/hemdendesigner$/,
  /^\/meine-hemden$/,
  /^\/dashboard\/team\/[1-9]\d{0,8}$/,
]

export type MeasuringReturn = {
  /** The page without its language prefix, one of the allowed paths. */
  path: string
  /** The design to give the new profile (the owner check is the assignment's). */
  shirtId: number | null
}

const positiveId = (value: string | null | undefined) =>
  value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null

/** The return named by an address's parameters, or null when it is missing or not allowed. */
export function readMeasuringReturn(params: URLSearchParams): MeasuringReturn | null {
  const safe = sameShopPath(params.get(measuringReturnParams.returnTo))
  if (!safe) return null
  const url = new URL(safe, 'https://shop.invalid')
  const { path } = splitLocale(url.pathname)
  if (!allowed.some((pattern) => pattern.test(path))) return null
  return { path, shirtId: positiveId(params.get(measuringReturnParams.shirt)) }
}

/** The parameters that carry a return on to the next measuring page ('' without one). */
export function measuringReturnQuery(back: MeasuringReturn | null): string {
  if (!back) return ''
  const params = new URLSearchParams({ [measuringReturnParams.returnTo]: back.path })
  if (back.shirtId) params.set(measuringReturnParams.shirt, String(back.shirtId))
  return params.toString()
}

/** A measuring page's address with the return carried on. */
export function withMeasuringReturn(path: string, back: MeasuringReturn | null): string {
  const query = measuringReturnQuery(back)
  if (!query) return path
  return `${path}${path.includes('?') ? '&' : '?'}${query}`
}

/**
 * Where saving the profile goes: the page it was started from, with the new profile named
 * (`massprofil`); 'Meine Hemden' opens the design it was given to (`hemd`).
 */
export function measuringReturnTarget(back: MeasuringReturn, measureId: number, locale: Locale): string {
  const design = back.path === '/meine-hemden' && back.shirtId ? `&hemd=${back.shirtId}` : ''
  return `${localizePath(back.path, locale)}?massprofil=${measureId}${design}`
}
