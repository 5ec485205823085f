import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { cleanImage, type UploadedFile } from '../feedback/images.ts'
import { type TeamLogoRefusal, teamLogoLimits } from './logo-rules.ts'

// Storing and reading a team's logo; what is allowed and where it sits is logo-rules.ts.

/** Stored names are made here (uuid.png); anything else is never read from disk. */
const storedNamePattern = /^[0-9a-f-]{36}\.png$/

export function teamLogoDir(dataDir: string) {
  return path.join(dataDir, 'team-logos')
}

/** The checked logo as the shop's PNG, or why the upload is refused. */
export async function logoFromUpload(
  upload: UploadedFile | undefined,
): Promise<{ ok: true; png: Buffer } | { ok: false; reason: TeamLogoRefusal }> {
  if (!upload) return { ok: false, reason: 'NO_FILE' }
  if (upload.size > teamLogoLimits.maxBytes) return { ok: false, reason: 'IMAGE_TOO_LARGE' }
  const clean = await cleanImage(upload)
  if ('error' in clean)
    return {
      ok: false,
      reason: clean.error === 'feedback.errors.tooLarge' ? 'IMAGE_TOO_LARGE' : 'NOT_AN_IMAGE',
    }
  const png = await sharp(clean.data)
    .resize(teamLogoLimits.maxSide, teamLogoLimits.maxSide, { fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 8 })
    .toBuffer()
  return { ok: true, png }
}

/** Stores a logo under a temporary name and renames it, so a reader never sees half a file. */
export async function storeTeamLogo(dataDir: string, png: Buffer): Promise<string> {
  const dir = teamLogoDir(dataDir)
  await fs.mkdir(dir, { recursive: true })
  const storedName = `${randomUUID()}.png`
  const temporary = path.join(dir, `.${storedName}.${randomUUID()}.tmp`)
  try {
    await fs.writeFile(temporary, png, { flag: 'wx', mode: 0o600 })
    await fs.rename(temporary, path.join(dir, storedName))
  } finally {
    await fs.rm(temporary, { force: true })
  }
  return storedName
}

export async function removeTeamLogoFile(dataDir: string, storedName: string) {
  if (!storedNamePattern.test(storedName)) return
  await fs.rm(path.join(teamLogoDir(dataDir), storedName), { force: true })
}

/** A stored logo; the name comes from the database, never from the request. */
export async function readTeamLogoFile(dataDir: string, storedName: string): Promise<Buffer | null> {
  if (!storedNamePattern.test(storedName)) return null
  try {
    return await fs.readFile(path.join(teamLogoDir(dataDir), storedName))
  } catch {
    return null
  }
}
