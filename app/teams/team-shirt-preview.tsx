import { type TeamLogoPosition, teamLogoBoxes } from '#core/teams/logo-rules.ts'
import { ShirtPreview } from '../designer/shirt-preview.tsx'
import type { PreviewLayer } from '../designer/types.ts'
import { useTranslation } from '../i18n/react.tsx'

export type TeamLogo = { position: TeamLogoPosition; url: string }

/** The 'Logo-Stickerei: …' line of a team shirt's summary, in the visitor's language; '' without a logo. */
export function useTeamLogoLine(logo: { position: TeamLogoPosition } | null) {
  const { t } = useTranslation()
  return logo ? t('team.logo.current', { position: t(`team.logo.positions.${logo.position}`) }) : ''
}

/**
 * A team shirt's folded preview with the company's logo stitched at its position
 * (core/teams/logo-rules.ts teamLogoBoxes): the organiser's head, the invitation and the member's
 * own part show the same picture.
 */
export function TeamShirtPreview({
  layers,
  summary,
  logo,
  company,
}: {
  layers: PreviewLayer[]
  summary: string
  logo: TeamLogo | null
  company: string
}) {
  const { t } = useTranslation()
  const logoLine = useTeamLogoLine(logo)
  const box = logo ? teamLogoBoxes[logo.position] : null
  return (
    <ShirtPreview
      layers={layers}
      summary={logo ? `${summary}; ${logoLine}` : summary}
      overlay={
        logo && box ? (
          <img
            src={logo.url}
            alt={t('team.logo.alt', { company, position: t(`team.logo.positions.${logo.position}`) })}
            data-testid="team-logo-preview"
            className="absolute z-[110] aspect-square object-contain"
            style={{ left: `${box.left}%`, top: `${box.top}%`, width: `${box.width}%` }}
          />
        ) : null
      }
    />
  )
}
