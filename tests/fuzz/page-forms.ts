import { adminPages, pages } from '../../config/pages.ts'
import type { Owned, Role } from './shop-world.ts'

/** A page address to fuzz, with the role that sees it (guests get the login or a 404 elsewhere). */
export type PageTarget = { path: string; role: Role }

/** Parameter values that exist in the fuzzing world (its owner's records) or in the seed. */
function paramValue(name: string, owned: Owned): string {
  const values: Record<string, string | number> = {
    id: owned.teamOrderId,
    orderId: owned.orderId,
    ticketId: owned.ticketId,
    feedbackId: 1,
    fabricId: owned.fabricId,
    customerId: owned.customerId,
    category: 'krawatten',
    product: 'fliege-seide',
    type: 'koerpermasse',
    letter: 'k',
    page: 1,
    title: 'kent',
    token: 'unbekannt',
  }
  return String(values[name] ?? 1)
}

/**
 * Every page of config/pages.ts, each under one language prefix in turn, and every page of the
 * back office, each with its parameters filled and the role that gets past its guard.
 */
export function pageTargets(owned: Owned): PageTarget[] {
  const fill = (path: string) =>
    path.replace(/:([a-zA-Z]+)/g, (_match, name: string) => paramValue(name, owned))
  const prefixes = ['', 'en/', 'fr/', 'es/']
  const shop = pages.map((page, index) => {
    const role: Role =
      page.auth === 'guest'
        ? 'guest'
        : page.auth === 'customer' || page.personal || index % 2
          ? 'owner'
          : 'guest'
    return { path: `/${prefixes[index % prefixes.length]}${fill(page.path)}`.replace(/(.)\/$/, '$1'), role }
  })
  const office = adminPages.map((page) => ({ path: `/${fill(page.path)}`, role: 'admin' as const }))
  return [...shop, ...office]
}

/** The names the pages' loaders read from the query string, and a few no page reads. */
export const queryNames = [
  'q',
  'page',
  'sort',
  'dir',
  'compare',
  'redirectTo',
  'lang',
  'confirm',
  'reset',
  'deleted',
  'status',
  'state',
  'ui',
  'group',
  'low',
  'role',
  'kind',
  'colour',
  'pattern',
  'season',
  'token',
  'template',
  'fabric',
  'massprofil',
  'edit',
  'order',
  'ids',
  'notice',
  'unsubscribe',
  'vpage',
  'cc',
  'ccdebug',
  'utm_source',
]

/** A post form as the page renders it: where it posts and its fields with their values. */
export type PageForm = { page: string; action: string; multipart: boolean; fields: [string, string][] }

const entities: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" }

function decoded(text: string): string {
  return text.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_match, name: string) => entities[name] ?? '')
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)
  return match?.[1] === undefined ? undefined : decoded(match[1])
}

/**
 * The post forms of a rendered page, one entry per submit button that names an intent, so that
 * every branch of the action is reached with the fields its form sends.
 */
export function postFormsOf(page: string, html: string): PageForm[] {
  const forms: PageForm[] = []
  for (const [, open = '', body = ''] of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    if (attribute(open, 'method')?.toLowerCase() !== 'post') continue
    const action = attribute(open, 'action') ?? page
    // Forms to the API or to the consent endpoint are fuzzed with the API.
    if (action.startsWith('/api/') || action.startsWith('/cookie-consent')) continue
    const multipart = attribute(open, 'enctype') === 'multipart/form-data'
    const fields: [string, string][] = []
    const buttons: [string, string][] = []
    for (const [, tag = '', attributes = ''] of body.matchAll(/<(input|select|textarea|button)\b([^>]*)>/g)) {
      const name = attribute(attributes, 'name')
      if (!name) continue
      const value = attribute(attributes, 'value') ?? ''
      const type = attribute(attributes, 'type')
      if (tag === 'button' || type === 'submit') buttons.push([name, value])
      else if (type !== 'file') fields.push([name, value])
    }
    const variants = buttons.length > 0 ? buttons.map((button) => [...fields, button]) : [fields]
    for (const variant of variants) forms.push({ page, action, multipart, fields: variant })
  }
  return forms
}
