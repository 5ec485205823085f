import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import sharp from 'sharp'

/** Solves an ALTCHA challenge the way the widget does and returns the field's value. */
export async function solveAltcha(
  challenge: Parameters<typeof solveChallenge>[0]['challenge'],
): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('challenge not solved')
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  }
  return Buffer.from(JSON.stringify(payload)).toString('base64')
}

/** A small photo carrying EXIF with a GPS position and a comment, as phones write them. */
export function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'secret-owner', ImageDescription: 'kitchen at home' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 0/1',
      },
    })
    .toBuffer()
}

export function smallPng(): Promise<Buffer> {
  return sharp({
    create: { width: 20, height: 20, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 1 } },
  })
    .png()
    .toBuffer()
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

/**
 * A decompression bomb in miniature: a valid small PNG whose header claims 50,000 × 50,000
 * pixels (2.5 gigapixels, about 10 GB decoded), with a correct header checksum.
 */
export async function pngBomb(): Promise<Buffer> {
  const png = Buffer.from(await smallPng())
  // Signature (8) + length (4) + 'IHDR' (4), then width and height.
  png.writeUInt32BE(50_000, 16)
  png.writeUInt32BE(50_000, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}
