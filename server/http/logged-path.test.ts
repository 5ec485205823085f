import { describe, expect, it } from 'vitest'
import { loggedPath } from './logged-path.ts'

const token = 'Q97-abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG'

describe('loggedPath', () => {
  it.each([
    [`/team/einladung/${token}`, '/team/einladung/:token'],
    [`/en/team/einladung/${token}`, '/en/team/einladung/:token'],
    [`/fr/team/einladung/${token}.data`, '/fr/team/einladung/:token.data'],
    ['/stoffe', '/stoffe'],
    ['/en/prod/seidenkrawatte-uni', '/en/prod/seidenkrawatte-uni'],
    ['/api/team.php', '/api/team.php'],
  ])('%s → %s', (path, logged) => {
    expect(loggedPath(path)).toBe(logged)
  })
})
