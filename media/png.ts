import sharp from 'sharp'

/**
 * Layer PNGs go through libimagequant (palette, lossy but invisible at this size) and the
 * strongest zlib level: a whole stack stays small enough for a phone on a slow line.
 */
export async function optimisePng(png: Buffer): Promise<Buffer> {
  return sharp(png)
    .png({ palette: true, quality: 92, effort: 8, compressionLevel: 9, dither: 0.7 })
    .toBuffer()
}

/**
 * The same layer as WebP, for browsers that accept it (content negotiation at the edge). Both
 * encodings are tried: lossless wins on straight-grain texture (the tile repeats and WebP's
 * back-references find it), lossy on turned texture and soft shading. Layers are cached, so the
 * second encode is paid once.
 */
export async function toWebp(png: Buffer): Promise<Buffer> {
  const [lossless, lossy] = await Promise.all([
    sharp(png).webp({ lossless: true, effort: 5 }).toBuffer(),
    sharp(png).webp({ quality: 80, alphaQuality: 70, effort: 5, smartSubsample: true }).toBuffer(),
  ])
  return lossless.length <= lossy.length ? lossless : lossy
}
