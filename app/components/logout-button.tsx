import { useTranslation } from '../i18n/react.tsx'
import { useLocalePath } from '../lib/use-locale.ts'
import { logout } from '../state/logout.ts'
import { Button } from './button.tsx'

/** Logs out and leaves for the home page, also when the server call failed (it is logged). */
export function LogoutButton() {
  const { t } = useTranslation()
  const to = useLocalePath()
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={async () => {
        await logout()
        window.location.assign(to('/'))
      }}
    >
      {t('account.logout')}
    </Button>
  )
}
