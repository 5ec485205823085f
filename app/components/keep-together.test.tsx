import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { KeepTogether } from './keep-together.tsx'

describe('KeepTogether', () => {
  it.each([
    [
      'Ihr Neuanfertigungsauftrag NF-2026-000124.',
      'NF-2026-000124',
      'Ihr Neuanfertigungsauftrag <span class="whitespace-nowrap">NF-2026-000124</span>.',
    ],
    [
      'NF-2026-000124 is on its way',
      'NF-2026-000124',
      '<span class="whitespace-nowrap">NF-2026-000124</span> is on its way',
    ],
    ['Nothing to keep', 'NF-1', 'Nothing to keep'],
    ['Empty part', '', 'Empty part'],
  ])('%s', (text, part, html) => {
    expect(renderToStaticMarkup(<KeepTogether text={text} part={part} />)).toBe(html)
  })
})
