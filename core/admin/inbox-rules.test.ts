import { describe, expect, it } from 'vitest'
import { feedbackStatusOf, feedbackStepTo, ticketStepTo } from './inbox-rules.ts'

describe('ticket steps in the back office', () => {
  it.each([
    ['open', 'reply', 'answered'],
    ['answered', 'reply', 'answered'],
    ['closed', 'reply', null],
    ['open', 'close', 'closed'],
    ['answered', 'close', 'closed'],
    ['closed', 'close', null],
    ['closed', 'reopen', 'open'],
    ['open', 'reopen', null],
    ['answered', 'reopen', null],
  ] as const)('%s + %s → %s', (from, step, to) => {
    expect(ticketStepTo(from, step)).toBe(to)
  })
})

describe('feedback steps', () => {
  it.each([
    ['new', 'markDone', 'done'],
    ['done', 'markDone', null],
    ['done', 'markNew', 'new'],
    ['new', 'markNew', null],
  ] as const)('%s + %s → %s', (from, step, to) => {
    expect(feedbackStepTo(from, step)).toBe(to)
  })

  it('reads the state from doneAt', () => {
    expect(feedbackStatusOf({ doneAt: null })).toBe('new')
    expect(feedbackStatusOf({ doneAt: new Date(0) })).toBe('done')
  })
})
