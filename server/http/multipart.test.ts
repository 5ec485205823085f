import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { sweepStaleSpools } from './multipart.ts'

describe('sweepStaleSpools', () => {
  it('removes upload folders older than an hour and leaves young ones and anything else', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-sweep-'))
    const now = Date.now()
    const made = (name: string, ageMinutes: number) => {
      const folder = path.join(tmp, name)
      fs.mkdirSync(folder)
      fs.writeFileSync(path.join(folder, '1'), 'bytes')
      const at = new Date(now - ageMinutes * 60_000)
      fs.utimesSync(folder, at, at)
      return folder
    }
    const leftover = made('nf-upload-old', 61)
    const running = made('nf-upload-young', 5)
    const other = made('someone-else', 600)
    try {
      expect(await sweepStaleSpools(now, tmp)).toBe(1)
      expect(fs.existsSync(leftover)).toBe(false)
      expect(fs.existsSync(running)).toBe(true)
      expect(fs.existsSync(other)).toBe(true)
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true })
    }
  })
})
