import { feedbackLimits } from '#core/feedback/rules.ts'

/**
 * Polls `ready` every 150 ms for up to 8 s; resolves true as soon as it holds,
 * false when the time is up or the signal aborts.
 */
export function pollUntil(
  ready: () => boolean,
  signal: AbortSignal,
  everyMs: number = feedbackLimits.widgetPollMs,
  forMs: number = feedbackLimits.widgetWaitMs,
): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now()
    const tick = () => {
      if (signal.aborted) return resolve(false)
      if (ready()) return resolve(true)
      if (Date.now() - started >= forMs) return resolve(false)
      window.setTimeout(tick, everyMs)
    }
    tick()
  })
}
