import { type ReactNode, useRef, useState } from 'react'
import { useTranslation } from '../i18n/react.tsx'
import type { PreviewLayer } from './types.ts'

const layerSrc = ([name, folder]: PreviewLayer) => `/folded/${folder}/${name}`

/**
 * The folded-layer preview: images stacked by z-index with their opacity.
 * Layers share one canvas size (600×720), so each covers the whole box.
 *
 * `picture`: the same design composed into one image (a template before its first change). It is
 * the page's first and largest image, fetched first, and it stays over the layers until every
 * one of them has loaded, so the preview never shows half a shirt.
 */
export function ShirtPreview({
  layers,
  picture = null,
  summary,
  compactOnPhones = false,
  overlay = null,
}: {
  layers: PreviewLayer[]
  picture?: string | null
  summary: string
  /** The designer keeps it in view on phones: a third of the screen's height. */
  compactOnPhones?: boolean
  /** Drawn over the shirt and zoomed with it (a team's logo embroidery). */
  overlay?: ReactNode
}) {
  const { t } = useTranslation()
  const [zoomed, setZoomed] = useState(false)
  const [layersShown, setLayersShown] = useState(false)
  // Back to the picture when the layers are gone (the design became a template again).
  if (layersShown && layers.length === 0) setLayersShown(false)
  const settled = useRef(new Set<string>())
  const sources = layers.map(layerSrc)
  const onSettled = (src: string) => {
    settled.current.add(src)
    if (sources.every((source) => settled.current.has(source))) setLayersShown(true)
  }
  const pictureShown = picture !== null && (!layersShown || layers.length === 0)
  return (
    <figure className="relative">
      <div
        role="img"
        aria-label={t('designer.previewAlt', { summary })}
        className={`relative isolate mx-auto aspect-[5/6] w-full overflow-hidden rounded-sm border border-chalk bg-linen${compactOnPhones ? ' max-sm:h-[30vh] max-sm:w-auto' : ''}`}
      >
        <div
          className={`absolute inset-0 transition-transform duration-300 ${zoomed ? 'scale-[1.6] origin-[50%_30%]' : ''}`}
        >
          {layers.map((layer) => (
            <img
              // Keyed by slot, not name: a changed part swaps the src of the same <img>, and the
              // browser keeps painting the old picture until the new one has loaded.
              key={`${layer[1]}/${layer[2]}`}
              src={layerSrc(layer)}
              alt=""
              draggable={false}
              decoding="async"
              onLoad={() => onSettled(layerSrc(layer))}
              onError={() => onSettled(layerSrc(layer))}
              className="absolute inset-0 h-full w-full object-contain"
              style={{ zIndex: layer[2], opacity: layer[3] }}
            />
          ))}
          {pictureShown ? (
            <img
              src={picture}
              alt=""
              width={600}
              height={720}
              fetchPriority="high"
              draggable={false}
              className="absolute inset-0 z-[100] h-full w-full object-contain"
            />
          ) : null}
          {overlay}
        </div>
      </div>
      <button
        type="button"
        onClick={() => setZoomed((value) => !value)}
        aria-pressed={zoomed}
        className="absolute right-3 bottom-3 inline-flex h-11 w-11 items-center justify-center rounded-full border border-chalk bg-paper shadow-sm hover:bg-linen"
      >
        <span className="sr-only">{t(zoomed ? 'designer.zoomOut' : 'designer.zoomIn')}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <circle cx="11" cy="11" r="6" />
          <path d="M20 20l-4.5-4.5" />
          {zoomed ? <path d="M8 11h6" /> : <path d="M8 11h6M11 8v6" />}
        </svg>
      </button>
    </figure>
  )
}
