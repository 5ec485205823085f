import { describe, expect, it, vi } from 'vitest'
import { getAppErrors, isChunkLoadError, reportAppError, subscribeAppErrors } from './app-errors.ts'

describe('shared application error state', () => {
  it.each([
    [new Error('Failed to fetch dynamically imported module: /assets/designer-abc.js'), true],
    [new Error('Importing a module script failed.'), true],
    ['error loading dynamically imported module', true],
    [new Error('Cannot read properties of undefined'), false],
    [null, false],
  ])('%s is a chunk error: %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected)
  })

  it('keeps and announces ordinary errors (and logs them as warnings)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const listener = vi.fn()
    const unsubscribe = subscribeAppErrors(listener)
    reportAppError(new Error('boom'), 'route')
    expect(getAppErrors().at(-1)).toMatchObject({ message: 'boom', source: 'route' })
    expect(listener).toHaveBeenCalledOnce()
    expect(warn).toHaveBeenCalledWith('[app error] route: boom')
    unsubscribe()
  })
})
