import { lazy, Suspense, useState } from 'react'
import { withTexts } from '../../i18n/client-texts.ts'
import { useTranslation } from '../../i18n/react.tsx'

// The form with its bot check and file drop is about a fifth of the shop code every page loads,
// and few visitors open it: it loads on the first click (or earlier, when the pointer comes near).
const loadDialog = withTexts('feedback-dialog', () => import('./feedback-dialog.tsx'))
const FeedbackDialog = lazy(() => loadDialog().then((module) => ({ default: module.FeedbackDialog })))

/** The fixed vertical 'Feedback' tab at the left edge that opens the feedback form. */
export function FeedbackWidget() {
  const { t } = useTranslation()
  const [openings, setOpenings] = useState(0)
  return (
    <>
      {/* Vertical text: Tailwind's px/py are logical, so py and the line height set the tab's
          width: 25 px on phones, 29 px from sm up, inside the --feedback-gutter (app.css) that
          the shell keeps free beside main and footer. */}
      <button
        type="button"
        onClick={() => setOpenings((count) => count + 1)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        data-testid="feedback-tab"
        className="fixed top-1/2 left-0 z-40 -translate-y-1/2 rotate-180 rounded-l-sm border border-r-0 border-ink bg-ink px-3 py-1 text-[0.6875rem] leading-4 font-medium sm:py-1.5 sm:text-xs tracking-wider text-paper shadow-md [writing-mode:vertical-rl] hover:bg-ink-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-thread print:hidden"
      >
        {t('feedback.tab')}
      </button>
      {openings > 0 ? (
        <Suspense fallback={null}>
          <FeedbackDialog openings={openings} />
        </Suspense>
      ) : null}
    </>
  )
}
