import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { announce } from '../components/live-region.tsx'

/**
 * After a client-side move to another page, a keyboard or screen-reader user must know where
 * they are: the new page's heading is said through the live region, and focus that the old page
 * took with it (the pressed button is gone, focus fell to <body>) moves to the new page's main
 * landmark. Focus still on something that stayed (a header link) stays; a change of the query
 * alone (filters, the comparison) is no new page. (WCAG 2.4.3, 4.1.3)
 */
export function useRouteFocus() {
  const { pathname } = useLocation()
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    const main = document.getElementById('main')
    const heading = main?.querySelector('h1')?.textContent?.trim()
    if (heading) announce(heading, 'polite', { append: true })
    const active = document.activeElement
    if (main && (!active || active === document.body || !active.isConnected))
      main.focus({ preventScroll: true })
  }, [pathname])
}
