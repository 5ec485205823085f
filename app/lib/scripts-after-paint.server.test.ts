import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { scriptsAfterPaint, scriptsAfterPaintStream } from './scripts-after-paint.server.ts'

const head =
  '<head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N1"/>' +
  '<link rel="modulepreload" href="/assets/libraries-B.js" nonce="N1"/><title>Maßhemd – Größe</title></head>'
const boot =
  '<script nonce="N1" type="module" async="">import * as route0 from "/assets/root-C.js";\nimport("/assets/entry.client-A.js");</script>'
const page = `<!DOCTYPE html><html>${head}<body><main>Hemd</main><script nonce="N1">window.ctx = 1</script>${boot}<script nonce="N1">data()</script></body></html>`

/** The starter's two JSON values, read back as the browser would. */
function starterValues(html: string) {
  const starter = /<script nonce="N1">\(\(\)=>\{const preloads=(\[.*?\]),code=(".*?"),nonce=/.exec(html)
  if (!starter) throw new Error('no starter')
  return { preloads: JSON.parse(starter[1] ?? '') as string[], code: JSON.parse(starter[2] ?? '') as string }
}

describe('scriptsAfterPaint', () => {
  it('takes the module preloads out of the head and starts them with the boot module later', () => {
    const out = scriptsAfterPaint(page)
    expect(out).not.toContain('modulepreload"')
    expect(out).not.toContain('type="module"')
    expect(starterValues(out)).toEqual({
      preloads: ['/assets/entry.client-A.js', '/assets/libraries-B.js'],
      code: 'import * as route0 from "/assets/root-C.js";\nimport("/assets/entry.client-A.js");',
    })
    // One <script> for one, in the same place: hydration finds the elements it rendered.
    expect(out.match(/<script/g)?.length).toBe(page.match(/<script/g)?.length)
    expect(out.indexOf('window.ctx')).toBeLessThan(out.indexOf('const preloads'))
    expect(out.indexOf('const preloads')).toBeLessThan(out.indexOf('data()'))
  })

  it.each([
    [
      'an error page without scripts',
      '<html><head><link rel="modulepreload" href="/a.js"/></head><body>404</body></html>',
    ],
    [
      'a page whose boot module has not arrived yet',
      `<html>${head}<body><script nonce="N1" type="module" async="">import`,
    ],
  ])('leaves %s as it is', (_, html) => {
    expect(scriptsAfterPaint(html)).toBe(html)
  })

  it('cannot be closed or hidden by the code it carries', () => {
    // A module's text cannot hold '</script>' (the element would end there), but '<!--<script>' can.
    const hostile = page.replace('import * as route0', '"<!--<script>"; import * as route0')
    const out = scriptsAfterPaint(hostile)
    const starter = out.slice(out.indexOf('const preloads'))
    expect(starter.slice(0, starter.indexOf('</script>'))).not.toMatch(/<script|<!--/)
    expect(starterValues(out).code).toContain('"<!--<script>";')
  })
})

describe('scriptsAfterPaintStream', () => {
  it('gives the same page however the bytes are cut, inside characters and tags too', async () => {
    const bytes = Buffer.from(`${page}<script nonce="N1">more("Größe")</script>`)
    const whole = scriptsAfterPaint(bytes.toString('utf8'))
    for (const size of [1, 2, 3, 7, 64, bytes.length]) {
      const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
        bytes.subarray(i * size, (i + 1) * size),
      )
      expect(await text(Readable.from(chunks).pipe(scriptsAfterPaintStream()))).toBe(whole)
    }
  })

  it('passes a page without a boot module through whole', async () => {
    const html = '<html><body>Größe 42</body></html>'
    expect(await text(Readable.from([Buffer.from(html)]).pipe(scriptsAfterPaintStream()))).toBe(html)
  })
})
