import { describe, expect, it } from 'vitest'
import { berlinDay, berlinMidnight, fillDays, fillMonths, weekStart } from './overview.ts'

describe('overview dates (Berlin)', () => {
  it.each([
    ['2026-11-26', '2026-11-25T23:00:00.000Z'], // winter time, UTC+1
    ['2026-07-01', '2026-06-30T22:00:00.000Z'], // summer time, UTC+2
    ['2026-03-29', '2026-03-28T23:00:00.000Z'], // the night clocks go forward
  ])('%s starts at %s', (day, instant) => {
    expect(berlinMidnight(day).toISOString()).toBe(instant)
  })

  it('an instant after 23:00 UTC in winter is already the next Berlin day', () => {
    expect(berlinDay(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-26')
  })

  it.each([
    ['2026-11-26', '2026-11-23'], // Thursday → Monday
    ['2026-11-23', '2026-11-23'],
    ['2026-11-29', '2026-11-23'], // Sunday belongs to the week that began on Monday
  ])('week of %s starts %s', (day, monday) => {
    expect(weekStart(day)).toBe(monday)
  })

  it('fills every day of the chart, in order, with 0 where nothing was sold', () => {
    const days = fillDays('2026-11-26', 3, [{ day: '2026-11-25', cents: 9900 }])
    expect(days).toEqual([
      { day: '2026-11-24', cents: 0 },
      { day: '2026-11-25', cents: 9900 },
      { day: '2026-11-26', cents: 0 },
    ])
  })
})

describe('fillMonths', () => {
  it.each([
    ['2026-11-29', 3, ['2026-09', '2026-10', '2026-11']],
    ['2027-02-01', 3, ['2026-12', '2027-01', '2027-02']],
    ['2026-03-31', 2, ['2026-02', '2026-03']],
  ] as const)('%s, %i months → %j', (today, count, months) => {
    expect(fillMonths(today, count, []).map((entry) => entry.month)).toEqual(months)
  })

  it('counts remakes and alterations per month, 0 for a quiet one; declines are not counted', () => {
    const months = fillMonths('2026-11-29', 2, [
      { month: '2026-11', decision: 'remake', count: 2 },
      { month: '2026-11', decision: 'alteration', count: 1 },
      { month: '2026-11', decision: 'declined', count: 4 },
    ])
    expect(months).toEqual([
      { month: '2026-10', remakes: 0, alterations: 0 },
      { month: '2026-11', remakes: 2, alterations: 1 },
    ])
  })
})
