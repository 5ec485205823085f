import { Transform } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'

/**
 * The page's scripts start after its first paint (decision 030).
 *
 * React Router's `<Scripts>` renders a `modulepreload` link per module and an inline module that
 * imports them; React 19 hoists the links into `<head>`, so the browser fetches and compiles the
 * 93 KB `libraries` chunk while it still parses the HTML, and hydration runs before the first
 * paint. Every form and link works before hydration (decision 021), so the page can paint first:
 * the links leave the head, and the inline module becomes a classic script that starts it (with
 * its preloads) once the page has painted, or after `fallbackMs` at the latest. It does not wait
 * for the page's pictures (`load`): a slow picture would hold hydration back. The paint is read
 * from a PerformanceObserver, not from animation frames, which a hidden tab (and a test's stopped
 * clock) never gives.
 */
const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g
const bootModule = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/
const bootOpener = /<script nonce="[^"]*" type="module" async="">/g
/** Longer than the opening tag with a nonce: a tag cut by a chunk's end is searched again whole. */
const bootOpenerLength = 120

/** At most this long after the HTML is parsed the scripts start, even without a paint entry. */
export const fallbackMs = 3000

/** The HTML with the module preloads and the boot module deferred; unchanged without a boot module. */
export function scriptsAfterPaint(html: string): string {
  const boot = bootModule.exec(html)
  if (!boot) return html
  const [whole, nonce = '', code = ''] = boot
  const preloads = [...html.matchAll(modulePreload)].map((link) => link[1] ?? '')
  const starter = `<script nonce="${nonce}">${starterCode(preloads, code)}</script>`
  // The same element stays in React's tree (one <script> for one), so hydration finds what it rendered.
  return html.replace(whole, () => starter).replace(modulePreload, '')
}

/** JSON that may stand inside a <script> element: no `</script>` and no `<!--` can end or hide it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

function starterCode(preloads: string[], code: string): string {
  return `(()=>{const preloads=${scriptJson(preloads)},code=${scriptJson(code)},nonce=document.currentScript.nonce;let started=false;const start=()=>{if(started)return;started=true;for(const href of preloads){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}const module=document.createElement('script');module.type='module';module.nonce=nonce;module.textContent=code;document.head.append(module)};if(document.hidden||performance.getEntriesByType('paint').length>0)start();else new PerformanceObserver((_,observer)=>{observer.disconnect();start()}).observe({type:'paint',buffered:true});setTimeout(start,${fallbackMs})})()`
}

/**
 * A stream that holds the page until its boot module has passed (the shell is written at once, so
 * this costs no time), rewrites it with `scriptsAfterPaint`, and passes the rest (streamed data) on.
 */
export function scriptsAfterPaintStream(): Transform {
  // One decoder for the whole page: a chunk may end inside a character, before or after the switch.
  const decoder = new StringDecoder('utf8')
  let held = ''
  let holding = true
  // Where the boot module's opening tag starts, once seen; each chunk is searched once (React
  // writes a page in hundreds of small chunks: searching all that is held each time was quadratic).
  let bootAt = -1
  let searched = 0
  const text = (value: string) => (value === '' ? undefined : value)
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const decoded = decoder.write(chunk)
      if (!holding) return callback(null, text(decoded))
      held += decoded
      if (bootAt < 0) {
        bootOpener.lastIndex = Math.max(0, searched - bootOpenerLength)
        bootAt = bootOpener.exec(held)?.index ?? -1
        searched = held.length
        if (bootAt < 0) return callback()
      }
      if (held.indexOf('</script>', bootAt) < 0) return callback()
      holding = false
      const out = scriptsAfterPaint(held)
      held = ''
      callback(null, out)
    },
    flush(callback) {
      callback(null, text(held + decoder.end()))
    },
  })
}
