import { describe, expect, it } from 'vitest'
import {
  mayViewProfile,
  orderLineOwner,
  ownerOfProfile,
  type ProfileOwner,
  type ProfileViewer,
  visibleOrderProfiles,
  visibleProfile,
  visitor,
  workshop,
} from './visibility.ts'

const anna: ProfileViewer = visitor({ customerId: 1, sessionId: 's-anna' })
const organiser: ProfileViewer = visitor({ customerId: 2, sessionId: 's-org' })
const guest: ProfileViewer = visitor({ customerId: null, sessionId: 's-guest' })
const nobody: ProfileViewer = visitor({ customerId: null, sessionId: null })

const annas: ProfileOwner = { kind: 'customer', customerId: 1 }
const guests: ProfileOwner = { kind: 'guest', sessionId: 's-guest' }
const member: ProfileOwner = { kind: 'teamMember' }

describe('mayViewProfile', () => {
  it.each([
    ['the owner sees their own profile', anna, annas, true],
    ['another customer does not', organiser, annas, false],
    ['a guest does not see a customer’s', guest, annas, false],
    ['the guest session sees its own profile', guest, guests, true],
    [
      'a customer with that session id does not (the login claims it)',
      visitor({ customerId: 1, sessionId: 's-guest' }),
      guests,
      false,
    ],
    ['another session does not', visitor({ customerId: null, sessionId: 's-other' }), guests, false],
    ['the organiser does not see a member’s', organiser, member, false],
    ['the member does not through the organiser’s order', anna, member, false],
    ['nobody sees a profile without owner', anna, null, false],
    ['a visitor without identity sees nothing', nobody, guests, false],
    ['staff see a customer’s', workshop, annas, true],
    ['staff see a guest’s', workshop, guests, true],
    ['staff see a member’s', workshop, member, true],
    ['staff see one without owner', workshop, null, true],
  ] as const)('%s', (_case, viewer, owner, shown) => {
    expect(mayViewProfile(viewer, owner)).toBe(shown)
    // The view follows the rule: the profile or nothing, never its name alone.
    expect(visibleProfile(viewer, owner, { measureId: 7, name: 'Büro' })).toEqual(
      shown ? { measureId: 7, name: 'Büro' } : null,
    )
  })

  it('shows no profile when there is none', () => {
    expect(visibleProfile(workshop, annas, null)).toBeNull()
    expect(visibleProfile(anna, annas, undefined)).toBeNull()
  })
})

describe('owners', () => {
  it.each([
    [{ customerId: 1, sessionId: 's-anna' }, annas],
    [{ customerId: 1, sessionId: null }, annas],
    [{ customerId: null, sessionId: 's-guest' }, guests],
    [{ customerId: null, sessionId: null }, null],
  ] as const)('a stored profile owned by %j is %j', (columns, owner) => {
    expect(ownerOfProfile(columns)).toEqual(owner)
  })

  it('a team line’s profile is its wearer’s; every other line’s the buyer’s', () => {
    expect(orderLineOwner(2, { wearer: 'Anna Teamfeld' })).toEqual(member)
    expect(orderLineOwner(2, { wearer: null })).toEqual({ kind: 'customer', customerId: 2 })
    expect(orderLineOwner(2, {})).toEqual({ kind: 'customer', customerId: 2 })
  })
})

describe('visibleOrderProfiles', () => {
  const lines = [
    { wearer: null, measure: { measureId: 1 } },
    { wearer: null, measure: null, designs: [{ measure: { measureId: 2 } }, { measure: null }] },
    { wearer: 'Anna Teamfeld', measure: { measureId: 3 } },
    { wearer: 'Ben Teamfeld', measure: { measureId: 4 } },
  ]

  it.each([
    ['the buyer sees the profiles of their own lines', organiser, [1, 2]],
    ['another customer sees none', anna, []],
    ['the workshop sees every line’s', workshop, [1, 2, 3, 4]],
  ] as const)('%s', (_case, viewer, ids) => {
    expect(visibleOrderProfiles(viewer, 2, lines).map((measure) => measure.measureId)).toEqual(ids)
  })
})
