import { type ChildProcess, execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { withMallocDefaults } from '../malloc-env.ts'

/** What the browser benches share: a production server of their own, and Lighthouse. */
export const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const lighthouseVersion = '13.5.0'

/** Starts `server/main.ts` on a fresh data directory and waits for /health/ready (warm-up done). */
export async function startServer(port: number): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${port}`
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-bench-browser-'))
  const server = spawn('node', ['server/main.ts'], {
    env: withMallocDefaults({ ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' }),
    stdio: 'inherit',
  })
  // Measured as deployed: traffic arrives once /health/ready says the media warm-up is done.
  for (let attempt = 0; attempt < 600; attempt++) {
    const up = await fetch(`${origin}/health/ready`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) return server
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  server.kill()
  throw new Error('the server did not start')
}

/** Resident memory of a process in MB, read from /proc (Linux). */
export function residentMegabytes(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
  return kilobytes / 1024
}

/** A session cookie with a design (template 1), for pages measured 'with a design'. */
export async function cookieWithDesign(origin: string) {
  const response = await fetch(`${origin}/api/shirt.php`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ action: 'create', templateID: 1 }),
  })
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ')
}

export type LighthouseRun = { score: number; lcpMs: number; text: string }

/** One Lighthouse mobile performance run (simulated throttling) of a URL on a warm server. */
export async function lighthouseRun(
  url: string,
  extraHeaders?: Record<string, string>,
): Promise<LighthouseRun> {
  // Lighthouse measures a warm server: the first render after start compiles and fills caches.
  await fetch(url, { headers: extraHeaders })
  const args = [
    '--yes',
    `lighthouse@${lighthouseVersion}`,
    url,
    `--chrome-path=${chromePath}`,
    '--chrome-flags=--headless --no-sandbox --disable-gpu',
    '--only-categories=performance',
    '--output=json',
    '--quiet',
  ]
  if (extraHeaders) args.push(`--extra-headers=${JSON.stringify(extraHeaders)}`)
  const { stdout } = await promisify(execFile)('npx', args, { maxBuffer: 64 * 1024 * 1024 })
  const report = JSON.parse(stdout) as {
    categories: { performance: { score: number } }
    audits: Record<string, { displayValue?: string; numericValue?: number; details?: AuditDetails }>
    environment: { benchmarkIndex: number }
  }
  const audit = (id: string) => report.audits[id]?.displayValue ?? '–'
  const score = Math.round(report.categories.performance.score * 100)
  // Lighthouse's default 4x CPU slowdown assumes a host with a benchmark index of 1500–2000; it
  // warns below 1000 (docs/throttling.md in Lighthouse). The index shows how this run's host did.
  const index = Math.round(report.environment.benchmarkIndex)
  return {
    score,
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    text: `${score} (FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}; index ${index}; ${whereTimeGoes(report.audits)})`,
  }
}

type AuditDetails = {
  items?: {
    type?: string
    selector?: string
    node?: { selector?: string }
    score?: number
    url?: string
    scripting?: number
  }[]
}

/**
 * The profile of a run in a few words: which element was the LCP, what shifted, and which script
 * kept the main thread busiest (Lighthouse's lcp-breakdown, layout-shifts and bootup-time audits).
 */
function whereTimeGoes(audits: Record<string, { details?: AuditDetails }>) {
  const short = (selector = '') => selector.split(' > ').slice(-2).join(' > ') || '?'
  const lcp = audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')
  const shifts = (audits['layout-shifts']?.details?.items ?? [])
    .map((item) => `${short(item.node?.selector)} ${item.score?.toFixed(3)}`)
    .slice(0, 2)
  const script = [...(audits['bootup-time']?.details?.items ?? [])].sort(
    (a, b) => (b.scripting ?? 0) - (a.scripting ?? 0),
  )[0]
  return [
    `LCP element ${short(lcp?.selector)}`,
    shifts.length > 0 ? `shifted ${shifts.join(', ')}` : null,
    script ? `busiest script ${script.url?.split('/').pop()} ${Math.round(script.scripting ?? 0)} ms` : null,
  ]
    .filter(Boolean)
    .join('; ')
}

/**
 * LIGHTHOUSE_RUNS runs (default 3) of one page and their median score, each run's figures kept.
 * A run Lighthouse itself gives up on (it sometimes loses the trace: NO_NAVSTART on a busy host)
 * is tried once more, then reported as failed instead of ending the whole bench.
 */
export async function lighthouseMedian(url: string, headers?: () => Promise<Record<string, string>>) {
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3))
  const results: LighthouseRun[] = []
  const failures: string[] = []
  for (let run = 0; run < runs; run++) {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        results.push(await lighthouseRun(url, await headers?.()))
        break
      } catch (error) {
        const reason = /\(([A-Z_]+)\)/.exec(String(error))?.[1] ?? 'error'
        if (attempt === 1) failures.push(`run failed (${reason})`)
      }
    }
  }
  const median =
    [...results].sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)]?.score ?? Number.NaN
  return { median, runs: [...results.map((result) => result.text), ...failures].join('; ') }
}
