import { type RefObject, useEffect } from 'react'
import { prefersReducedMotion } from '../components/motion.ts'

/**
 * After a failed submit, the visitor must see what went wrong: on a phone the error often sits
 * above the visible part of the page, and without a focus change nothing seems to happen. Moves
 * the focus to the first field in error inside `container` (or, without one, to its form-level
 * alert) and scrolls it into view. `failure` is whatever changes with each failed submit (the
 * action's answer, an error object); nothing happens while it is empty.
 */
export function useFocusFirstError(container: RefObject<HTMLElement | null>, failure: unknown) {
  useEffect(() => {
    if (!failure || !container.current) return
    const target =
      container.current.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      container.current.querySelector<HTMLElement>('[role="alert"]')
    if (!target) return
    if (!target.matches('input, select, textarea, button, [tabindex]')) target.tabIndex = -1
    target.focus({ preventScroll: true })
    target.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
  }, [container, failure])
}
