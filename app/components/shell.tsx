import type { ReactNode } from 'react'
import { MyShirtsDialog } from '../designer/my-shirts/my-shirts-dialog.tsx'
import { BuildWatcher } from './build-watcher.tsx'
import { FeedbackWidget } from './feedback/feedback-widget.tsx'
import { Footer } from './footer.tsx'
import { Header } from './header.tsx'
import { NewsletterPopup } from './newsletter/newsletter-popup.tsx'
import { Toaster } from './toast/toaster.tsx'

/** Header, main landmark and footer: the frame every layout shares. */
export function Shell({
  children,
  layout,
  compact = false,
  mainClassName = '',
}: {
  children: ReactNode
  /** Layout name of the specification, exposed for tests and styling hooks. */
  layout: string
  compact?: boolean
  mainClassName?: string
}) {
  return (
    <div className="feedback-gutter flex min-h-screen flex-col" data-layout={layout}>
      <Header compact={compact} />
      {/* The feedback tab is fixed at the left edge: main and footer keep its column free, so it
          never lies over a button, text or picture at any scroll position (app.css). */}
      <div className="flex flex-1 flex-col pl-(--feedback-gutter)">
        <main id="main" tabIndex={-1} className={`flex-1 focus:outline-none ${mainClassName}`}>
          {children}
        </main>
      </div>
      <Footer compact={compact} />
      <BuildWatcher />
      <MyShirtsDialog />
      <FeedbackWidget />
      <NewsletterPopup />
      <Toaster />
    </div>
  )
}
