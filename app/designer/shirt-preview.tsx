import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PreviewLayer } from './types.ts'

/**
 * The folded-layer preview of spec section 2: images stacked by z-index with their opacity.
 * Layers share one canvas size, so each covers the whole box.
 */
export function ShirtPreview({
  layers,
  summary,
  compactOnPhones = false,
}: {
  layers: PreviewLayer[]
  summary: string
  /** The designer keeps it in view on phones: a third of the screen's height. */
  compactOnPhones?: boolean
}) {
  const { t } = useTranslation()
  const [zoomed, setZoomed] = useState(false)
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
          {layers.map(([name, folder, zIndex, opacity]) => (
            <img
              // Keyed by slot, not name: a changed part swaps the src of the same <img>, and the
              // browser keeps painting the old picture until the new one has loaded.
              key={`${folder}/${zIndex}`}
              src={`/folded/${folder}/${name}`}
              alt=""
              draggable={false}
              decoding="async"
              className="absolute inset-0 h-full w-full object-contain"
              style={{ zIndex, opacity }}
            />
          ))}
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
