import sharp from 'sharp'

/**
 * libvips' limits, set once at start (server/main.ts). Its operation cache keeps decoded images
 * between calls (by default up to 50 MB, 100 operations, 20 open files); every picture the shop
 * renders is kept encoded in the media cache on disk (media/cache.ts), so a small cache loses
 * nothing. One worker thread per image: pictures render one at a time in the warm-up, and on a
 * 2-core host more threads only add per-thread memory arenas (docs/performance.md, memory).
 */
export function limitImageMemory() {
  sharp.cache({ memory: 16, files: 0, items: 32 })
  sharp.concurrency(1)
}
