import { describe, expect, it } from 'vitest'
import { pageMustNotBeStored, pageOfPath } from './cache-policy.ts'

const request = (path: string) => new Request(`http://localhost${path}`)

describe('pageMustNotBeStored', () => {
  it.each([
    ['/dashboard', false, true],
    ['/en/dashboard/orders', false, true],
    ['/checkout', false, true],
    ['/cart', false, true],
    ['/fr/cart.data', false, true],
    ['/wunschliste', false, true],
    ['/meine-hemden', false, true],
    ['/hemdendesigner', false, true],
    ['/order/completed', false, true],
    ['/service/12', false, true],
    ['/es/aftersale/7', false, true],
    ['/massnehmen/massprofil', false, true],
    ['/stoffe', false, false],
    ['/en/stoffe/1001', false, false],
    ['/', false, false],
    ['/_root.data', false, false],
    ['/agb', false, false],
    ['/no-such-page', false, false],
    ['/stoffe', true, true],
    ['/', true, true],
  ])('%s (logged in: %s) → no-store %s', (path, loggedIn, expected) => {
    expect(pageMustNotBeStored({ request: request(path), loggedIn })).toBe(expected)
  })

  it('matches parameters and language prefixes', () => {
    expect(pageOfPath('/en/service/5')?.path).toBe('service/:id')
    expect(pageOfPath('/service/new')?.path).toBe('service/new')
    expect(pageOfPath('/fr')?.path).toBe('')
  })
})
