import { lazy, Suspense, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { Button } from '../../components/button.tsx'
import { ModalDialog } from '../../components/modal-dialog.tsx'
import { withTexts } from '../../i18n/client-texts.ts'
import { useTranslation } from '../../i18n/react.tsx'

// Loaded on first opening, with its texts: every page carries the dialog, few visitors open it.
const MyShirtsList = lazy(
  withTexts('my-shirts-list', () =>
    import('./my-shirts-list.tsx').then((module) => ({ default: module.MyShirtsList })),
  ),
)

/** The events that open 'Meine Hemden' from anywhere. */
export const myShirtsEvents = ['open-my-shirts', 'open-designer-my-shirts'] as const

export function openMyShirts(from: 'designer' | 'page' = 'page') {
  window.dispatchEvent(new CustomEvent(from === 'designer' ? 'open-designer-my-shirts' : 'open-my-shirts'))
}

/** The 'Meine Hemden' dialog; it closes when the visitor navigates (e.g. 'edit' opens the designer). */
export function MyShirtsDialog() {
  const { t } = useTranslation()
  const location = useLocation()
  const [open, setOpen] = useState(false)

  useEffect(() => {
    const show = () => setOpen(true)
    for (const name of myShirtsEvents) window.addEventListener(name, show)
    return () => {
      for (const name of myShirtsEvents) window.removeEventListener(name, show)
    }
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location (key) is the trigger
  useEffect(() => setOpen(false), [location.key])

  return (
    <ModalDialog
      open={open}
      onClose={() => setOpen(false)}
      title={t('myShirts.title')}
      wide
      footer={
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t('myShirts.close')}
        </Button>
      }
    >
      <Suspense fallback={<p className="py-8 text-ink-soft">{t('myShirts.loading')}</p>}>
        <MyShirtsList />
      </Suspense>
    </ModalDialog>
  )
}
