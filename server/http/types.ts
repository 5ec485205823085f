import type { Context } from 'hono'
import type { Locale } from '#config/locales.ts'
import type { Deps } from '#core/deps.ts'
import type { LoadedSession } from '#core/sessions/use-cases.ts'

export type AppEnv = {
  Variables: {
    deps: Deps
    nonce: string
    requestId: string
    /** True when the visitor reached the shop over HTTPS (directly or through a trusted proxy). */
    secure: boolean
    /** The shop's own origin for this request, e.g. https://nadel-und-faden.de. */
    origin: string
    session: LoadedSession | null
  }
}

export type AppContext = Context<AppEnv>
export type { Locale }
