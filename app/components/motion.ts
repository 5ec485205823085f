/**
 * Motion constants: a button's ripple runs 401 ms, a dialog takes 200 ms to
 * leave. Under 'reduce motion' the ripple is left out and the dialog only fades.
 */
export const motion = { rippleMs: 401, dialogLeaveMs: 200 } as const

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** The frames of a dialog leaving: it fades and sinks a little (fades only under reduced motion). */
export function dialogLeaveFrames(reduced: boolean): Keyframe[] {
  return reduced
    ? [{ opacity: 1 }, { opacity: 0 }]
    : [
        { opacity: 1, transform: 'translateY(0)' },
        { opacity: 0, transform: 'translateY(0.5rem)' },
      ]
}

/** Where the ripple starts and how large it grows: a circle from the press that covers the button. */
export function rippleGeometry(
  box: { left: number; top: number; width: number; height: number },
  x: number,
  y: number,
) {
  const size =
    2 *
    Math.hypot(
      Math.max(x - box.left, box.left + box.width - x),
      Math.max(y - box.top, box.top + box.height - y),
    )
  return { size, left: x - box.left - size / 2, top: y - box.top - size / 2 }
}
