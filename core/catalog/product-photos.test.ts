import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { accessoryImagePath, productOfPhotoName, productPhotoPath } from './product-photo-paths.ts'
import { photoFromUpload, productPhotoName } from './product-photos.ts'

const upload = (bytes: Uint8Array, claimedType = 'image/png') => ({
  head: bytes.slice(0, 16),
  claimedType,
  size: bytes.length,
  read: async () => bytes,
})

describe('product photo names', () => {
  it('name the product and change with the picture', () => {
    const a = productPhotoName(12, new Uint8Array([1, 2, 3]))
    const b = productPhotoName(12, new Uint8Array([1, 2, 4]))
    expect(a).toMatch(/^12-[0-9a-f]{16}\.jpg$/)
    expect(b).not.toBe(a)
    expect(productOfPhotoName(a)).toBe(12)
  })

  it.each([
    '12.jpg',
    '12-0123456789abcdef.png',
    '0-0123456789abcdef.jpg',
    '12-0123456789ABCDEF.jpg',
    '../12-0123456789abcdef.jpg',
    '12-0123456789abcdef.jpg/x',
  ])('refuse %s, a name the shop never makes', (name) => {
    expect(productOfPhotoName(name)).toBeNull()
    expect(productPhotoPath(name)).toBeNull()
  })
})

describe('accessoryImagePath', () => {
  it.each([
    ['krawatten', '#1f2a44', null, '/media/accessories/krawatten-1f2a44.png'],
    ['krawatten', null, undefined, '/media/accessories/krawatten.png'],
    ['krawatten', '#1f2a44', '7-0123456789abcdef.jpg', '/media/products/7-0123456789abcdef.jpg'],
    ['krawatten', '#1f2a44', 'not-a-photo', '/media/accessories/krawatten-1f2a44.png'],
  ])('%s in %s with photo %s is %s', (category, colour, photo, path) => {
    expect(accessoryImagePath(category, colour, photo)).toBe(path)
  })
})

describe('photoFromUpload', () => {
  it('re-encodes a picture as a JPEG of at most 1200 px, named by its content', async () => {
    const png = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#336699' } })
      .png()
      .toBuffer()
    const photo = await photoFromUpload(5, upload(new Uint8Array(png)))
    if (!photo.ok) throw new Error(photo.reason)
    const meta = await sharp(photo.jpeg).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 600])
    expect(photo.name).toBe(productPhotoName(5, photo.jpeg))
  })

  it('refuses what is not a picture', async () => {
    const text = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>')
    expect(await photoFromUpload(5, upload(text))).toEqual({ ok: false, reason: 'NOT_AN_IMAGE' })
  })
})
