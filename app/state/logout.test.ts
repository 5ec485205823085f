import { describe, expect, it, vi } from 'vitest'
import { getAppErrors } from './app-errors.ts'
import { logout } from './logout.ts'
import { selectedShirtKey } from './selected-shirt.ts'

function deps(send: () => Promise<Response>) {
  const storage = new Map<string, string>([[selectedShirtKey, '42']])
  const reset = vi.fn()
  return {
    storage,
    reset,
    deps: { send, reset, storage: { removeItem: (key: string) => void storage.delete(key) } },
  }
}

describe('logout', () => {
  it.each([
    ['the server ended the session', () => Promise.resolve(new Response(null, { status: 200 })), true, null],
    [
      'the server answered 500',
      () => Promise.resolve(new Response(null, { status: 500 })),
      false,
      'logout answered 500',
    ],
    ['the network failed', () => Promise.reject(new TypeError('Failed to fetch')), false, 'Failed to fetch'],
  ])(
    '%s: answers %s, resets the state and clears the selected shirt',
    async (_case, send, expected, logged) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      const before = getAppErrors().length
      const { storage, reset, deps: logoutDeps } = deps(send)

      expect(await logout(logoutDeps)).toBe(expected)
      expect(reset).toHaveBeenCalledOnce()
      expect(storage.has(selectedShirtKey)).toBe(false)
      if (logged) {
        expect(getAppErrors().at(-1)).toMatchObject({ source: 'logout', message: logged })
        expect(warn).toHaveBeenCalledWith(`[app error] logout: ${logged}`)
      } else {
        expect(getAppErrors()).toHaveLength(before)
      }
    },
  )
})
