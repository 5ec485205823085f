import { describe, expect, it } from 'vitest'
import { seedSnapshot } from '../../tests/support/catalog-fixture.ts'
import {
  berlinDay,
  canTransition,
  deadlineAllowed,
  invitationProblem,
  memberDesign,
  splitMembers,
} from './rules.ts'

const noon = new Date('2026-11-26T12:00:00Z')

describe('team order transitions', () => {
  it.each([
    ['open', 'order', true],
    ['open', 'close', true],
    ['ordered', 'order', false],
    ['ordered', 'close', false],
    ['closed', 'order', false],
    ['closed', 'close', false],
  ] as const)('%s --%s--> allowed: %s', (from, event, allowed) => {
    expect(canTransition(from, event)).toBe(allowed)
  })
})

describe('invitationProblem', () => {
  it.each([
    [{ state: 'open', deadline: '2026-11-26', seats: 3 }, 2, null],
    [{ state: 'open', deadline: '2026-11-25', seats: 3 }, 0, 'INVITE_EXPIRED'],
    [{ state: 'open', deadline: '2026-12-01', seats: 3 }, 3, 'INVITE_USED_UP'],
    [{ state: 'ordered', deadline: '2026-12-01', seats: 3 }, 0, 'INVITE_CLOSED'],
    [{ state: 'closed', deadline: '2026-11-01', seats: 3 }, 5, 'INVITE_CLOSED'],
  ] as const)('%o with %i members → %s', (team, members, problem) => {
    expect(invitationProblem(team, members, noon)).toBe(problem)
  })

  it('counts the deadline in Berlin: 23:30 UTC on the 25th is already the 26th', () => {
    expect(berlinDay(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-26')
  })
})

describe('deadlineAllowed', () => {
  it.each([
    ['2026-11-26', true],
    ['2026-11-25', false],
    ['2027-11-26', true],
    ['2027-11-28', false],
  ])('%s → %s', (deadline, allowed) => {
    expect(deadlineAllowed(deadline, noon)).toBe(allowed)
  })
})

describe('memberDesign', () => {
  const catalog = seedSnapshot()
  const design = {
    fabricId: 1,
    parts: [
      [1, 1],
      [11, 2],
      [46, 11],
    ] as [number, number][],
    attributes: [],
    summary: '',
  }

  it('takes the member’s part in an open category, replacing the team’s', () => {
    const result = memberDesign(catalog, design, [2, 11], { '2': 14, '11': 45 })
    expect(result.ok && [...result.state.parts.keys()]).toEqual(expect.arrayContaining([1, 14, 45]))
    expect(result.ok && result.state.parts.has(11)).toBe(false)
  })

  it.each([
    [{ '1': 4 }, 'CHOICE_NOT_OPEN'],
    [{ '2': 45 }, 'PART_NOT_IN_CATEGORY'],
    [{ '2': 9999 }, 'UNKNOWN_PART'],
  ])('refuses %o with %s', (choices, code) => {
    const result = memberDesign(catalog, design, [2, 11], choices)
    expect(result.ok ? null : result.code).toBe(code)
  })
})

it('splits members into done and missing, every member in exactly one', () => {
  const members = [{ measureId: 3 }, { measureId: null }, { measureId: 7 }]
  const { done, missing } = splitMembers(members)
  expect(done).toHaveLength(2)
  expect(missing).toHaveLength(1)
  expect(done.length + missing.length).toBe(members.length)
})
