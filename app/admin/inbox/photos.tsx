import { useTranslation } from '../../i18n/react.tsx'

type Photo = { fileId: string; url: string; width: number; height: number }

/**
 * Customers' photos inline, each a link to the full picture. The URLs are the shop's own
 * authorised file routes (/api/service/files, /api/feedback/files): the sender and staff only.
 */
export function Photos({ files, from }: { files: Photo[]; from: string }) {
  const { t } = useTranslation()
  if (files.length === 0) return null
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {files.map((file, index) => {
        const alt = t('admin.inbox.photo', { index: index + 1, from })
        return (
          <li key={file.fileId}>
            <a href={file.url} target="_blank" rel="noreferrer" className="block">
              <img
                src={file.url}
                alt={alt}
                width={file.width}
                height={file.height}
                loading="lazy"
                className="h-40 w-auto max-w-full rounded-sm border border-chalk bg-linen object-contain"
              />
            </a>
          </li>
        )
      })}
    </ul>
  )
}
