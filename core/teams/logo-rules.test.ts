import { describe, expect, it } from 'vitest'
import { teamLogoPositionValues } from '#db/schema/index.ts'
import { teamLogoBoxes, teamLogoPositionNames, teamLogoPositions, teamLogoUrl } from './logo-rules.ts'

describe('team logo positions', () => {
  it('are the ones the database CHECK allows', () => {
    expect([...teamLogoPositions]).toEqual([...teamLogoPositionValues])
  })

  it.each(teamLogoPositions)('%s has a workshop name and a box inside the preview', (position) => {
    expect(teamLogoPositionNames[position]).toMatch(/Brust$/)
    const box = teamLogoBoxes[position]
    expect(box.left + box.width).toBeLessThanOrEqual(100)
    expect(box.top + (box.width * 5) / 6).toBeLessThanOrEqual(100)
  })

  it('puts the wearer’s left chest on the viewer’s right', () => {
    expect(teamLogoBoxes.leftChest.left).toBeGreaterThan(50)
    expect(teamLogoBoxes.rightChest.left + teamLogoBoxes.rightChest.width).toBeLessThan(50)
  })

  it('addresses a new picture by a new URL', () => {
    expect(teamLogoUrl(7, '0123abcd-0000-4000-8000-000000000000.png')).toBe('/api/team/logo/7.png?v=0123abcd')
  })
})
