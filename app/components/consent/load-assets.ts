import { consentTiming } from '#config/consent.ts'

/** Adds a same-origin stylesheet; resolves with the first URL that loaded, or null when none did. */
export async function loadStyle(urls: readonly string[]): Promise<string | null> {
  for (const url of urls) {
    const loaded = await new Promise<boolean>((resolve) => {
      const link = document.createElement('link')
      link.rel = 'stylesheet'
      link.href = url
      link.onload = () => resolve(true)
      link.onerror = () => {
        link.remove()
        resolve(false)
      }
      document.head.append(link)
    })
    if (loaded) return url
  }
  return null
}

export type ScriptOutcome = 'ready' | 'blocked' | 'timeout'

/**
 * Adds the library's script and waits for its global. A script element created by our own
 * (nonce-trusted) bundle is allowed by the CSP's 'strict-dynamic'. On an error, or a file that
 * loads without defining the global (a blocker's stub), the next URL is tried. The global is
 * polled every 100 ms, at most 120 times, and everything ends after 12 s.
 */
export function loadScript(
  urls: readonly string[],
  isReady: () => boolean,
  timing: Pick<typeof consentTiming, 'pollIntervalMs' | 'maxPolls' | 'overallTimeoutMs'> = consentTiming,
): Promise<ScriptOutcome> {
  return new Promise((resolve) => {
    let next = 0
    let polls = 0
    let done = false
    const finish = (outcome: ScriptOutcome) => {
      if (done) return
      done = true
      window.clearInterval(poller)
      window.clearTimeout(overall)
      resolve(outcome)
    }
    const tryNext = () => {
      if (done) return
      const url = urls[next++]
      if (!url) return finish('blocked')
      const script = document.createElement('script')
      script.src = url
      script.async = true
      script.onload = () => (isReady() ? finish('ready') : tryNext())
      script.onerror = () => {
        script.remove()
        tryNext()
      }
      document.head.append(script)
    }
    const poller = window.setInterval(() => {
      if (isReady()) finish('ready')
      else if (++polls >= timing.maxPolls) finish('timeout')
    }, timing.pollIntervalMs)
    const overall = window.setTimeout(() => finish('timeout'), timing.overallTimeoutMs)
    if (isReady()) finish('ready')
    else tryNext()
  })
}
