import { describe, expect, it } from 'vitest'
import { type MeasureDraft, measureDraftKey, moveDraft, readMeasureDraft } from './measure-draft.ts'
import { emptyDraft } from './wizard.ts'

const draft = (overrides: Partial<MeasureDraft> = {}): MeasureDraft => ({
  type: 'koerpermasse',
  kind: 'body',
  entries: emptyDraft(),
  at: 0,
  attempted: false,
  name: '',
  standard: false,
  fit: 'tailored',
  ...overrides,
})

const stored = (value: unknown) => ({ [measureDraftKey]: JSON.stringify(value) })

describe('readMeasureDraft', () => {
  it('reads the draft of the same wizard, with only the measurement fields', () => {
    const kept = draft({ at: 3, entries: { ...emptyDraft(), size_height: '182' } })
    const read = readMeasureDraft(
      stored({ ...kept, entries: { ...kept.entries, evil: 'x' } }),
      'koerpermasse',
    )
    expect(read).toEqual(kept)
  })

  it.each([
    ['no choices', undefined],
    ['no draft', {}],
    ['not JSON', { [measureDraftKey]: '{' }],
    ['another wizard', stored(draft({ type: 'hemdmasse', kind: 'shirt' }))],
    ['an unknown kind', stored({ ...draft(), kind: 'arm' })],
    ['a step far beyond the steps', stored({ ...draft(), at: 99 })],
    [
      'an entry too long to be a measurement',
      stored(draft({ entries: { ...emptyDraft(), size_neck: 'x'.repeat(50) } })),
    ],
  ])('is null for %s', (_case, choices) => {
    expect(readMeasureDraft(choices as Record<string, string> | undefined, 'koerpermasse')).toBeNull()
  })

  it('keeps a step beyond the last within the steps', () => {
    expect(readMeasureDraft(stored(draft({ at: 20 })), 'koerpermasse')?.at).toBe(13)
  })
})

describe('moveDraft (a step posted without JavaScript)', () => {
  it.each([
    ['next with a good entry goes on', draft(), { go: 'next', at: 0, text: '182' }, 1, false],
    ['next with a required entry empty stays, attempted', draft(), { go: 'next', at: 0, text: '' }, 0, true],
    ['next with letters stays', draft(), { go: 'next', at: 0, text: 'groß' }, 0, true],
    [
      'next on an optional step left empty goes on',
      draft({ at: 1 }),
      { go: 'next', at: 1, text: '' },
      2,
      false,
    ],
    [
      'next from the last step goes to the review',
      draft({ at: 13 }),
      { go: 'next', at: 13, text: '80' },
      'review',
      false,
    ],
    ['back goes one step back', draft({ at: 4 }), { go: 'back', at: 4, text: '' }, 3, false],
    ['review goes to the review', draft({ at: 4 }), { go: 'review', at: 4, text: '92' }, 'review', false],
  ] as const)('%s', (_case, from, move, at, attempted) => {
    const moved = moveDraft(from, move)
    expect(moved).not.toBe('leave')
    if (moved === 'leave') return
    expect(moved.at).toBe(at)
    expect(moved.attempted).toBe(attempted)
    if (move.text) expect(Object.values(moved.entries)).toContain(move.text)
  })

  it('leaves the wizard back from the first step of measuring', () => {
    expect(moveDraft(draft(), { go: 'back', at: 0, text: '' })).toBe('leave')
  })

  it('goes from the review to the field to change', () => {
    const moved = moveDraft(draft({ at: 'review' }), { go: 'edit', field: 'size_neck' })
    expect(moved !== 'leave' && moved.at).toBe(5)
    expect(moveDraft(draft({ at: 'review' }), { go: 'edit', field: 'nonsense' })).toEqual(
      draft({ at: 'review' }),
    )
  })
})
