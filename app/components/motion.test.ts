import { describe, expect, it } from 'vitest'
import { dialogLeaveFrames, motion, rippleGeometry } from './motion.ts'

describe('motion constants', () => {
  it('ripple 401 ms, dialog leave delay 200 ms', () => {
    expect(motion).toEqual({ rippleMs: 401, dialogLeaveMs: 200 })
  })

  it.each([
    [false, ['translateY(0)', 'translateY(0.5rem)']],
    [true, [undefined, undefined]],
  ])('reduced motion %s: fades out, moves only without reduced motion', (reduced, transforms) => {
    const frames = dialogLeaveFrames(reduced)
    expect(frames.map((frame) => frame.opacity)).toEqual([1, 0])
    expect(frames.map((frame) => frame.transform)).toEqual(transforms)
  })

  it.each([
    // press in the middle of a 100 × 40 button: radius reaches the far corner
    [
      { x: 50, y: 20 },
      { size: 2 * Math.hypot(50, 20), left: 50 - Math.hypot(50, 20), top: 20 - Math.hypot(50, 20) },
    ],
    // press at the top-left corner: the circle must reach the bottom-right corner
    [
      { x: 0, y: 0 },
      { size: 2 * Math.hypot(100, 40), left: -Math.hypot(100, 40), top: -Math.hypot(100, 40) },
    ],
  ])('a press at %o grows a circle that covers the whole button', ({ x, y }, expected) => {
    const geometry = rippleGeometry({ left: 0, top: 0, width: 100, height: 40 }, x, y)
    expect(geometry.size).toBeCloseTo(expected.size)
    expect(geometry.left).toBeCloseTo(expected.left)
    expect(geometry.top).toBeCloseTo(expected.top)
  })
})
