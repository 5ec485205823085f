import { Link } from 'react-router'
import type { templatePage } from '#core/catalog/catalog-views.ts'
import { formatPrice } from '#core/format.ts'
import { NearImage } from '../components/near-image.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { useLocale, useLocalePath } from '../lib/use-locale.ts'

type Template = ReturnType<typeof templatePage>['templates'][number]

/**
 * One ready design of the gallery (/masshemden and the home page): its folded preview, name and
 * price from. The heading level follows the page's outline; the description only where there is room.
 */
export function TemplateCard({
  template,
  heading: Heading,
  detailed = false,
  imageWhenNear = false,
}: {
  template: Template
  heading: 'h2' | 'h3'
  detailed?: boolean
  /** Below the first screen (the home page's gallery): the picture is requested only when scrolled near. */
  imageWhenNear?: boolean
}) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const locale = useLocale()
  const price = t('templates.from', { price: formatPrice(template.priceBrutto, locale) })
  return (
    <Link
      to={to(`/masshemden/${template.templateId}`)}
      className="group block h-full overflow-hidden rounded-sm border border-chalk bg-paper no-underline hover:border-thread"
    >
      {imageWhenNear ? (
        <NearImage
          src={template.image}
          alt=""
          width={600}
          height={720}
          className="aspect-[5/6] w-full bg-linen object-contain"
        />
      ) : (
        <img
          src={template.image}
          alt=""
          width={600}
          height={720}
          loading="lazy"
          className="aspect-[5/6] w-full bg-linen object-contain"
        />
      )}
      <div className="p-5">
        <Heading className="text-2xl group-hover:underline">{template.name}</Heading>
        {detailed ? (
          <>
            <p className="mt-1 text-[0.95rem] text-ink-soft">{template.description}</p>
            <p className="tabular mt-3 font-medium">
              {price} <span className="text-xs font-normal text-ink-soft">{t('designer.priceNote')}</span>
            </p>
          </>
        ) : (
          <p className="tabular mt-2 text-ink-soft">{price}</p>
        )}
      </div>
    </Link>
  )
}
