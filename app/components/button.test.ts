import { describe, expect, it } from 'vitest'
import { type ButtonSize, buttonClass } from './button.tsx'

describe('button sizes (xs, sm, md, lg, full, button)', () => {
  it.each([
    ['xs', 'min-h-8'],
    ['sm', 'min-h-9'],
    ['md', 'min-h-11 px-5'],
    ['lg', 'min-h-13'],
    ['full', 'w-full'],
    ['button', 'min-h-11 px-4'],
  ] as [ButtonSize, string][])('%s has its own height and width rules', (size, expected) => {
    expect(buttonClass(size)).toContain(expected)
  })

  it('the six sizes are six different buttons', () => {
    const sizes: ButtonSize[] = ['xs', 'sm', 'md', 'lg', 'full', 'button']
    expect(new Set(sizes.map((size) => buttonClass(size))).size).toBe(6)
  })
})
