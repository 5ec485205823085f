import fs from 'node:fs'
import path from 'node:path'
import { Hono } from 'hono'
import { serverOnlyNamespaces } from '#app/i18n/i18n.ts'
import { countries } from '#config/countries.ts'
import { isLocale } from '#config/locales.ts'
import { chooseEncoding, type EncodedBody, encodeOnce } from '../http/encoded-body.ts'
import type { AppEnv } from '../http/types.ts'

const messagesDir = path.join(import.meta.dirname, '../../app/i18n/messages')

/** Each locale's interface texts as the browser gets them: without the mails, compressed once. */
function readMessages() {
  const result = new Map<string, EncodedBody>()
  for (const file of fs.readdirSync(messagesDir)) {
    if (!file.endsWith('.json')) continue
    const messages = JSON.parse(fs.readFileSync(path.join(messagesDir, file), 'utf8')) as Record<
      string,
      unknown
    >
    for (const namespace of serverOnlyNamespaces) delete messages[namespace]
    result.set(file.replace('.json', ''), encodeOnce(JSON.stringify(messages)))
  }
  return result
}

/** Interface texts, delivery countries and the running build (docs/api.md). */
export function publicDataApi(build: { version: string; builtAt: string; commit?: string }) {
  const messages = readMessages()
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
      const encoding = chooseEncoding(c.req.header('Accept-Encoding'))
      const headers: Record<string, string> = {
        'Content-Type': 'application/json; charset=utf-8',
        // The client keeps the texts for 24 hours.
        'Cache-Control': 'public, max-age=86400',
        Vary: 'Accept-Encoding',
      }
      // Sent as compressed ahead of time; the compress middleware leaves an encoded answer alone.
      if (encoding !== 'identity') headers['Content-Encoding'] = encoding
      return c.body(new Uint8Array(body[encoding]), 200, headers)
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
