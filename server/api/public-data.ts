import fs from 'node:fs'
import path from 'node:path'
import { type Context, Hono } from 'hono'
import { serverOnlyNamespaces } from '#app/i18n/i18n.ts'
import { routeTextsTable } from '#app/i18n/route-texts.server.ts'
import { countries } from '#config/countries.ts'
import { isLocale } from '#config/locales.ts'
import { chooseEncoding, type EncodedBody, encodeOnce } from '../http/encoded-body.ts'
import type { AppEnv } from '../http/types.ts'

const messagesDir = path.join(import.meta.dirname, '../../app/i18n/messages')

/** Each locale's interface texts as the browser gets them: without the mails, compressed once. */
function readMessages() {
  const result = new Map<string, Record<string, unknown>>()
  for (const file of fs.readdirSync(messagesDir)) {
    if (!file.endsWith('.json')) continue
    const messages = JSON.parse(fs.readFileSync(path.join(messagesDir, file), 'utf8')) as Record<
      string,
      unknown
    >
    for (const namespace of serverOnlyNamespaces) delete messages[namespace]
    result.set(file.replace('.json', ''), messages)
  }
  return result
}

/**
 * The texts of one route (docs/decisions/025-texts-per-route.md): `base` or a route pattern's file
 * of build/route-texts.json, each the listed namespaces of the locale. Compressed on first request.
 */
/** The part of a locale's texts a file lists: whole namespaces (`cart`) and subtrees (`pages.home`). */
function textsOf(tree: Record<string, unknown>, entries: string[]) {
  const texts: Record<string, unknown> = {}
  for (const entry of entries) {
    const [namespace = '', sub] = entry.split('.')
    const whole = tree[namespace]
    if (sub === undefined) texts[namespace] = whole
    else if (typeof whole === 'object' && whole !== null && sub in whole) {
      const part = (texts[namespace] ?? {}) as Record<string, unknown>
      part[sub] = (whole as Record<string, unknown>)[sub]
      texts[namespace] = part
    }
  }
  return texts
}

function routeTextFiles(messages: Map<string, Record<string, unknown>>) {
  const encoded = new Map<string, EncodedBody>()
  return (locale: string, name: string): EncodedBody | undefined => {
    const table = routeTextsTable()
    const tree = messages.get(locale)
    const namespaces = name === 'base' ? table?.base : table?.files[name]
    if (!table || !tree || !namespaces) return undefined
    const key = `${locale}/${name}`
    let body = encoded.get(key)
    if (!body) {
      body = encodeOnce(JSON.stringify(textsOf(tree, namespaces)))
      encoded.set(key, body)
    }
    return body
  }
}

function sendEncoded(c: Context<AppEnv>, body: EncodedBody, cacheControl: string) {
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'))
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
  }
  // Sent as compressed ahead of time; the compress middleware leaves an encoded answer alone.
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding
  return c.body(new Uint8Array(body[encoding]), 200, headers)
}

/** Interface texts, delivery countries and the running build (docs/api.md). */
export function publicDataApi(build: { version: string; builtAt: string; commit?: string }) {
  const trees = readMessages()
  const messages = new Map([...trees].map(([locale, tree]) => [locale, encodeOnce(JSON.stringify(tree))]))
  const routeTexts = routeTextFiles(trees)
  const countriesJson = JSON.stringify(
    countries.map((country) => ({
      countryID: country.countryID,
      countryCode: country.countryCode,
      VAT: country.VAT,
      name: country.name.de,
      names: country.name,
    })),
  )
  return new Hono<AppEnv>()
    .get('/_i18n/:locale/messages.json', (c) => {
      const locale = c.req.param('locale')
      const body = isLocale(locale) ? messages.get(locale) : undefined
      if (!body) return c.json({ success: false, message: 'Unsupported locale', code: 'NOT_FOUND' }, 404)
      // The client keeps the texts for 24 hours.
      return sendEncoded(c, body, 'public, max-age=86400')
    })
    .get('/_i18n/:locale/:file{[a-z0-9-]+\\.json}', (c) => {
      const locale = c.req.param('locale')
      const body = isLocale(locale)
        ? routeTexts(locale, c.req.param('file').slice(0, -'.json'.length))
        : undefined
      if (!body) return c.json({ success: false, message: 'Unknown texts', code: 'NOT_FOUND' }, 404)
      // The address carries the version of the texts (?v=): a change is a new address.
      return sendEncoded(c, body, 'public, max-age=31536000, immutable')
    })
    .get('/data/countries.json', (c) => {
      c.header('Cache-Control', 'public, max-age=3600')
      return c.body(countriesJson, 200, { 'Content-Type': 'application/json; charset=utf-8' })
    })
    .get('/builds/latest.json', (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json({ version: build.version, builtAt: build.builtAt })
    })
}
