import { describe, expect, it } from 'vitest'
import { isEditable, nextStatus, type StatusEvent } from './order-status.ts'

describe('orderStatus transitions', () => {
  it.each([
    [0, 'addToCart', 1],
    [1, 'addToCart', null],
    [2, 'addToCart', null],
    [1, 'remove', 0],
    [0, 'remove', null],
    [2, 'remove', null],
    [1, 'order', 2],
    [0, 'order', null],
    [2, 'order', null],
  ] as [number, StatusEvent, number | null][])('%i --%s--> %s', (from, event, to) => {
    expect(nextStatus(from, event)).toBe(to)
  })

  it.each([
    [0, true],
    [1, true],
    [2, false],
  ])('status %i editable: %s', (status, editable) => {
    expect(isEditable(status)).toBe(editable)
  })
})
