import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react'

/** How close (px) a picture comes to the screen before it is requested. */
const nearMargin = '200px'

/**
 * A picture far down the page that is requested only when it is scrolled near: Chromium's own
 * `loading="lazy"` starts within 1,250–2,500 px, so on a phone a gallery below the first screen
 * was fetched before the first paint (docs/performance.md). The server's HTML carries the address
 * in `data-src`; after hydration an IntersectionObserver sets `src`. Without scripts the
 * `<noscript>` copy shows (app.css hides the empty one).
 */
export function NearImage({
  src,
  alt,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const ref = useRef<HTMLImageElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const image = ref.current
    if (!image || near) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: nearMargin },
    )
    observer.observe(image)
    return () => observer.disconnect()
  }, [near])
  return (
    <>
      <img ref={ref} {...props} alt={alt} src={near ? src : undefined} data-src={src} />
      <noscript>
        <img {...props} alt={alt} src={src} loading="lazy" />
      </noscript>
    </>
  )
}
