import { accessoryDrawings, threadStroke } from '#core/catalog/accessory-drawing.ts'

const thread = { stroke: 'var(--color-thread)', ...threadStroke, fill: 'none' }

/**
 * A calm linen panel with the category's drawing (core/catalog/accessory-drawing.ts): the product's
 * picture until photos exist. With a variant's colour the drawing is filled in it, so a navy tie
 * looks navy and a burgundy one burgundy.
 */
export function AccessorySketch({
  category,
  colour = null,
  className = '',
}: {
  category: string
  colour?: string | null
  className?: string
}) {
  return (
    <div className={`flex items-center justify-center bg-linen text-ink ${className}`}>
      <svg
        viewBox="0 0 120 120"
        className="h-3/5 w-3/5"
        aria-hidden="true"
        fill={colour ?? 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        data-colour={colour ?? undefined}
      >
        {(accessoryDrawings[category] ?? []).map((shape, index) => {
          const key = `${shape.kind}-${index}`
          const style = 'thread' in shape && shape.thread ? thread : {}
          if (shape.kind === 'path') return <path key={key} d={shape.d} {...style} />
          if (shape.kind === 'circle')
            return <circle key={key} cx={shape.cx} cy={shape.cy} r={shape.r} {...style} />
          return (
            <rect key={key} x={shape.x} y={shape.y} width={shape.width} height={shape.height} rx={shape.rx} />
          )
        })}
      </svg>
    </div>
  )
}

/**
 * The product's picture: its uploaded photo (the back office's, core/catalog/product-photos.ts)
 * wherever there is one, else the drawing in the chosen variant's colour.
 */
export function AccessoryPicture({
  category,
  colour,
  photo,
  alt,
  className = '',
  eager = false,
}: {
  category: string
  colour?: string | null
  photo: string | null
  alt: string
  className?: string
  eager?: boolean
}) {
  if (!photo) return <AccessorySketch category={category} colour={colour} className={className} />
  return (
    <img
      src={photo}
      alt={alt}
      width={1200}
      height={1200}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`w-full bg-linen object-cover ${className}`}
    />
  )
}
