import { useEffect, useState } from 'react'
import { useTranslation } from '../i18n/react.tsx'
import { Button } from './button.tsx'

const pollMs = 5 * 60 * 1000
/** The build this page was loaded with; module scope so that layout changes do not forget it. */
let loadedVersion: string | null = null

/** Polls builds/latest.json and offers a reload when a newer build is live (`/builds/latest.json` in docs/api.md). */
export function BuildWatcher() {
  const { t } = useTranslation()
  const [stale, setStale] = useState(false)
  useEffect(() => {
    let cancelled = false
    const check = async () => {
      try {
        const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' })
        if (!response.ok) return
        const { version } = (await response.json()) as { version?: string }
        if (!version || cancelled) return
        if (loadedVersion === null) loadedVersion = version
        else if (version !== loadedVersion) setStale(true)
      } catch {
        // Offline or restarting: try again at the next interval.
      }
    }
    void check()
    const timer = window.setInterval(check, pollMs)
    const onVisible = () => document.visibilityState === 'visible' && void check()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      cancelled = true
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [])
  if (!stale) return null
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center gap-3 rounded-sm bg-ink p-4 text-paper shadow-lg"
    >
      <p className="flex-1 text-sm">{t('build.newVersion')}</p>
      <Button
        size="sm"
        variant="secondary"
        className="border-paper text-paper hover:bg-ink-soft"
        onClick={() => window.location.reload()}
      >
        {t('build.reload')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="text-paper hover:bg-ink-soft"
        onClick={() => setStale(false)}
      >
        {t('build.dismiss')}
      </Button>
    </div>
  )
}
