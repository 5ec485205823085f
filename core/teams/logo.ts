import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { cleanImage, type UploadedFile } from '../feedback/images.ts'
import { type FileStore, storedPrefixes } from '../storage/file-store.ts'
import { type TeamLogoRefusal, teamLogoLimits } from './logo-rules.ts'

// Storing and reading a team's logo; what is allowed and where it sits is logo-rules.ts.

/** Stored names are made here (uuid.png); anything else is never read from the store. */
const storedNamePattern = /^[0-9a-f-]{36}\.png$/

/** A logo's key in the shop's store: `team-logos/<uuid>.png`. */
function logoKey(storedName: string) {
  return `${storedPrefixes.teamLogos}/${storedName}`
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

/** Stores a logo whole under a new name (the store's guarantee), and answers that name. */
export async function storeTeamLogo(files: FileStore, png: Buffer): Promise<string> {
  const storedName = `${randomUUID()}.png`
  await files.put(logoKey(storedName), png, 'image/png')
  return storedName
}

export async function removeTeamLogoFile(files: FileStore, storedName: string) {
  if (!storedNamePattern.test(storedName)) return
  await files.delete(logoKey(storedName))
}

/** A stored logo; the name comes from the database, never from the request. */
export async function readTeamLogoFile(files: FileStore, storedName: string): Promise<Buffer | null> {
  if (!storedNamePattern.test(storedName)) return null
  return files.get(logoKey(storedName))
}
