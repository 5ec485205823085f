import { afterEach, vi } from 'vitest'

/** A test that prints a console error fails. */
const errors: unknown[][] = []
const original = console.error
console.error = (...args: unknown[]) => {
  errors.push(args)
  original(...args)
}
afterEach(() => {
  const printed = errors.splice(0)
  vi.restoreAllMocks()
  if (printed.length > 0) throw new Error(`console.error was called: ${String(printed[0]?.[0])}`)
})
