import { useState } from 'react'
import { type TeamLogoPosition, teamLogoPositions } from '#core/teams/logo-rules.ts'
import { Button } from '../components/button.tsx'
import { TextField } from '../components/form-field.tsx'
import { Notice } from '../components/notice.tsx'
import { SelectField } from '../components/select-field.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { callTeam, teamErrorKey, uploadTeamLogo } from './team-api.ts'

/** The organiser's logo embroidery while the team order is open: upload with its position, or remove. */
export function TeamLogoForm({
  teamOrderId,
  logo,
  onChanged,
}: {
  teamOrderId: number
  logo: { position: TeamLogoPosition } | null
  onChanged: () => void
}) {
  const { t } = useTranslation()
  const [error, setError] = useState<{ message: string; field: string } | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function upload(form: HTMLFormElement) {
    const data = new FormData(form)
    const file = data.get('file')
    setError(null)
    setNotice(null)
    if (!(file instanceof File) || file.size === 0)
      return setError({ message: t('team.errors.NO_FILE'), field: 'file' })
    setBusy(true)
    const answer = await uploadTeamLogo(teamOrderId, String(data.get('position') ?? ''), file)
    setBusy(false)
    if (!answer.ok)
      return setError({ message: t(teamErrorKey(answer.body)), field: answer.body.field ?? 'file' })
    form.reset()
    setNotice(t('team.logo.uploaded'))
    onChanged()
  }

  async function remove() {
    setBusy(true)
    setError(null)
    setNotice(null)
    const answer = await callTeam({ action: 'removeLogo', teamOrderId })
    setBusy(false)
    if (!answer.ok) return setError({ message: t(teamErrorKey(answer.body)), field: 'file' })
    setNotice(t('team.logo.removed'))
    onChanged()
  }

  return (
    <section aria-labelledby="team-logo" className="space-y-3">
      <h2 id="team-logo" className="text-2xl">
        {t('team.logo.title')}
      </h2>
      <p className="text-ink-soft">{t('team.logo.lead')}</p>
      {notice ? <Notice message={notice} /> : null}
      <form
        noValidate
        className="grid max-w-xl gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          void upload(event.currentTarget)
        }}
      >
        <TextField
          label={t('team.logo.file')}
          name="file"
          type="file"
          accept="image/png,image/jpeg"
          className="[&_input]:py-2"
          error={error?.field === 'file' ? error.message : undefined}
        />
        <SelectField
          label={t('team.logo.position')}
          name="position"
          defaultValue={logo?.position ?? 'leftChest'}
          error={error?.field === 'position' ? error.message : undefined}
          options={teamLogoPositions.map((position) => ({
            value: position,
            label: t(`team.logo.positions.${position}`),
          }))}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            {t('team.logo.upload')}
          </Button>
          {logo ? (
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void remove()}>
              {t('team.logo.remove')}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  )
}
