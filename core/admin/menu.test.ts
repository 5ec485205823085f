import { describe, expect, it } from 'vitest'
import { guestActor } from '../access/actor.ts'
import { backOfficeMenu } from './menu.ts'

describe('the back office menu', () => {
  it.each([
    ['admin', true],
    ['staff', false],
    ['customer', false],
  ] as const)('%s: the admin-only links %s', (role, shown) => {
    const menu = backOfficeMenu({ role, id: 1, email: 'a@example.com' })
    expect(Object.values(menu).every((link) => link === shown)).toBe(true)
  })

  it('a guest sees none', () => {
    expect(Object.values(backOfficeMenu(guestActor))).not.toContain(true)
  })
})
