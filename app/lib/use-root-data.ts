import { useRouteLoaderData } from 'react-router'
import { type AuthState, authFromSession } from '../state/auth-store.ts'

type RootData = { origin: string; isBot: boolean }

/**
 * Root loader data with safe fallbacks for error pages rendered without it. `auth` is the neutral
 * state every page is rendered with (a guest, the shop's home country): the page carries nothing of
 * the session, and the auth store takes over once the start-up has asked the session.
 */
export function useRootData(): { auth: AuthState; origin: string; isBot: boolean } {
  const data = useRouteLoaderData('root') as RootData | undefined
  return {
    auth: neutralAuth,
    origin: data?.origin ?? '',
    isBot: data?.isBot ?? false,
  }
}

const neutralAuth = authFromSession(null, true)
