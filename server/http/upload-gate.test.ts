import { describe, expect, it } from 'vitest'
import { createTurns } from './upload-gate.ts'

describe('createTurns', () => {
  it('gives at most `size` turns at once and hands each one on in order of arrival', async () => {
    const turns = createTurns(2)
    const first = await turns.take(1_000)
    const second = await turns.take(1_000)
    const order: string[] = []
    const third = turns.take(1_000).then((turn) => {
      order.push('third')
      return turn
    })
    const fourth = turns.take(1_000).then((turn) => {
      order.push('fourth')
      return turn
    })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(order).toEqual([])
    first?.()
    // A turn handed on twice counts once.
    first?.()
    expect(await third).not.toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(order).toEqual(['third'])
    second?.()
    expect(await fourth).not.toBeNull()
    expect(order).toEqual(['third', 'fourth'])
  })

  it('gives up a wait that runs out, and the turn it did not get goes to the next', async () => {
    const turns = createTurns(1)
    const held = await turns.take(1_000)
    expect(await turns.take(20)).toBeNull()
    const next = turns.take(1_000)
    held?.()
    const got = await next
    expect(got).not.toBeNull()
    got?.()
    // All turns are back: the next two come at once, one after the other.
    const again = await turns.take(0)
    expect(again).not.toBeNull()
  })
})
