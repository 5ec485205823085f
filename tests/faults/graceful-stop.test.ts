import { describe, expect, it } from 'vitest'
import { judgeStop, stopUnderLoad } from '../../scripts/probe/checks/graceful-stop.ts'

/**
 * The real server process on PGlite, stopped with SIGTERM while 50 keep-alive connections send
 * requests back to back (server-rendered pages and a cheap answer). Under this load the process
 * takes note of the signal only when its event loop comes round to it; whatever was sent until
 * then, and whatever reaches a connection still open, is answered.
 */
describe('SIGTERM under keep-alive load', () => {
  it('answers every request sent before the shop began to stop, cuts no answer and exits 0', async () => {
    const run = await stopUnderLoad({ port: 3405 + Math.floor(Math.random() * 5), connections: 50 })
    const verdict = judgeStop(run)
    const lag = run.stoppingAt === null ? null : run.stoppingAt - run.signalledAt
    console.info(
      `graceful stop: noticed ${lag} ms after the signal, exit after ${run.stoppedAfterMs} ms;`,
      JSON.stringify(verdict, (key, value) => (key === 'beforeSignal' ? value.length : value)),
    )

    // Exit 0: closing took less than the shop's grace. How long the signal waits for the event
    // loop depends on the machine's load; from then on the shop keeps to its grace and the jobs'.
    expect(run.exitCode).toBe(0)
    expect(run.stoppingAt).not.toBeNull()
    expect(run.signalledAt + run.stoppedAfterMs - (run.stoppingAt ?? 0)).toBeLessThan(10_000)
    expect(verdict.beforeSignal.length).toBeGreaterThan(50)
    for (const exchange of verdict.beforeSignal) expect(exchange.outcome).toBe('answered')
    expect(verdict.beforeStop.unanswered).toBe(0)
    expect(verdict.cut).toBe(0)
    // A request that reached the shop after it began to stop is its connection's last.
    expect(verdict.afterStop.withoutClose).toBe(0)
  }, 240_000)
})
