import { useRouteLoaderData } from 'react-router'
import type { SessionView } from '#core/sessions/rules.ts'
import { type AuthState, authFromSession } from '../state/auth-store.ts'

type RootData = { session: SessionView | null; origin: string; isBot: boolean }

/** Root loader data with safe fallbacks for error pages rendered without it. */
export function useRootData(): { auth: AuthState; origin: string; isBot: boolean } {
  const data = useRouteLoaderData('root') as RootData | undefined
  return {
    auth: authFromSession(data?.session ?? null, false),
    origin: data?.origin ?? '',
    isBot: data?.isBot ?? false,
  }
}
