import type { PointerEvent } from 'react'
import { motion, prefersReducedMotion, rippleGeometry } from './motion.ts'

/**
 * The press feedback of buttons (ripple 401 ms): a faint circle grows from the
 * press. Drawn with CSSOM styles and the Web Animations API, which the strict CSP allows.
 */
export function startRipple(event: PointerEvent<HTMLElement>) {
  if (event.button !== 0 || prefersReducedMotion()) return
  const target = event.currentTarget
  const { size, left, top } = rippleGeometry(target.getBoundingClientRect(), event.clientX, event.clientY)
  const ripple = document.createElement('span')
  ripple.dataset.ripple = ''
  ripple.setAttribute('aria-hidden', 'true')
  Object.assign(ripple.style, {
    position: 'absolute',
    left: `${left}px`,
    top: `${top}px`,
    width: `${size}px`,
    height: `${size}px`,
    borderRadius: '50%',
    background: 'currentColor',
    pointerEvents: 'none',
  })
  target.append(ripple)
  ripple
    .animate(
      [
        { transform: 'scale(0)', opacity: 0.22 },
        { transform: 'scale(1)', opacity: 0 },
      ],
      { duration: motion.rippleMs, easing: 'ease-out' },
    )
    .finished.catch(() => undefined)
    .finally(() => ripple.remove())
}
