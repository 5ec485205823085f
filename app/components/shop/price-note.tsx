import { Link } from 'react-router'
import { useTranslation } from '../../i18n/react.tsx'
import { useLocalePath } from '../../lib/use-locale.ts'

/** 'inkl. MwSt., zzgl. Versand' next to every price, the shipping costs one click away (PAngV). */
export function PriceNote({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  const to = useLocalePath()
  return (
    <span className={`text-xs font-normal text-ink-soft ${className}`}>
      {t('price.inclVat')},{' '}
      <Link to={to('/zahlung-versand')} className="link">
        {t('price.plusShipping')}
      </Link>
    </span>
  )
}
