import { useTranslation } from '../../i18n/react.tsx'
import { openConsentPreferences } from './consent-store.ts'

/** 'Cookie-Einstellungen' in the footer: a button (it opens a dialog) that looks like its neighbours. */
export function ConsentSettingsButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      onClick={openConsentPreferences}
      className={`cursor-pointer text-left ${className}`}
    >
      {t('consent.settingsLink')}
    </button>
  )
}
