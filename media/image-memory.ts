import sharp from 'sharp'

/**
 * libvips' limits, set once at start (server/main.ts) rather than left to the library. Its
 * operation cache keeps decoded inputs between calls (the fabric textures and part outlines every
 * layer reuses): measured after the media warm-up it held under 1 MB, and a smaller one (16 MB,
 * 32 operations, no open files) made a cold server's first design change take over 15 s on a busy
 * host, so it stays at libvips' own sizes. One worker thread per image: pictures render one at a
 * time in the warm-up, and on a 2-core host more threads only add per-thread memory arenas
 * (docs/performance.md, memory).
 */
export function limitImageMemory() {
  sharp.cache({ memory: 50, files: 20, items: 100 })
  sharp.concurrency(1)
}
