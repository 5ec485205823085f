import fs from 'node:fs'
import path from 'node:path'
import { Hono } from 'hono'
import { countries } from '#config/countries.ts'
import { isLocale } from '#config/locales.ts'
import type { AppEnv } from '../http/types.ts'

const messagesDir = path.join(import.meta.dirname, '../../app/i18n/messages')

function readMessages() {
  const result = new Map<string, string>()
  for (const file of fs.readdirSync(messagesDir)) {
    if (file.endsWith('.json'))
      result.set(file.replace('.json', ''), fs.readFileSync(path.join(messagesDir, file), 'utf8'))
  }
  return result
}

/** Interface texts, delivery countries and the running build (spec section 7). */
export function publicDataApi(build: { version: string; builtAt: string }) {
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
      // The client keeps the texts for 24 hours (spec section 9).
      c.header('Cache-Control', 'public, max-age=86400')
      return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8' })
    })
    .get('/data/countries.json', (c) => {
      c.header('Cache-Control', 'public, max-age=3600')
      return c.body(countriesJson, 200, { 'Content-Type': 'application/json; charset=utf-8' })
    })
    .get('/builds/latest.json', (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json(build)
    })
}
