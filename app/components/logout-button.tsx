import { useTranslation } from 'react-i18next'
import { request } from '../lib/http.ts'
import { useLocalePath } from '../lib/use-locale.ts'
import { reportAppError } from '../state/app-errors.ts'
import { resetAuthState } from '../state/auth-store.ts'
import { Button } from './button.tsx'

/** The key under which the designer keeps the selected shirt id (spec section 4). */
export const selectedShirtStorageKey = 'selectedShirtId'

/** Logout (spec section 4): ends the session, resets the auth state and clears the selected shirt. */
export function LogoutButton() {
  const { t } = useTranslation()
  const to = useLocalePath()
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={async () => {
        try {
          const response = await request('/api/logout.php', { method: 'POST' })
          if (!response.ok) throw new Error(`logout answered ${response.status}`)
        } catch (error) {
          // Logout failure returns false and is logged (spec section 8); the page still resets.
          reportAppError(error, 'logout')
        }
        resetAuthState()
        window.localStorage.removeItem(selectedShirtStorageKey)
        window.location.assign(to('/'))
      }}
    >
      {t('account.logout')}
    </Button>
  )
}
