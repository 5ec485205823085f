import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import { consentFormPath } from '#config/consent.ts'
import { splitLocale } from '#config/locale-path.ts'
import { consentChoices, consentSetCookie } from '#core/consent/consent-cookie.ts'
import { safeRedirectPath } from '#core/navigation/safe-navigation.ts'
import { readForm } from '../http/body.ts'
import type { AppEnv } from '../http/types.ts'

/** What the consent banner's server-rendered form sends (app/components/consent/consent-stand-in.tsx). */
export const ConsentFormSchema = z.object({
  choice: z.enum(consentChoices),
  back: z.string().max(2_000).optional(),
})

/**
 * The banner's choice made before its script runs, or without JavaScript: stored as the library
 * stores it, then back to the page it was made on (a path on this shop only, built on the
 * configured origin). The same-origin check of page form posts (server/app.ts) runs first, so
 * another site cannot consent for a visitor.
 */
export function cookieConsentForm() {
  return new Hono<AppEnv>().post(consentFormPath, async (c) => {
    const form = await readForm(c, ConsentFormSchema)
    const back = safeRedirectPath(form.back, '/')
    const deps = c.get('deps')
    c.header(
      'Set-Cookie',
      consentSetCookie({
        choice: form.choice,
        consentId: randomUUID(),
        locale: splitLocale(new URL(back, 'https://shop.invalid').pathname).locale,
        now: deps.now(),
        secure: c.get('secure'),
      }),
    )
    c.header('Cache-Control', 'no-store')
    return c.redirect(new URL(back, c.get('origin')).href, 303)
  })
}
