import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { Button } from '../components/button.tsx'
import { TextField } from '../components/form-field.tsx'
import { announce } from '../components/live-region.tsx'
import { Notice } from '../components/notice.tsx'
import { useTranslation } from '../i18n/react.tsx'
import type { InviteAnswer } from './team-order-action.server.ts'

export const inviteFetcherKey = 'team-invite'

/**
 * The organiser's current invitation link, on every visit while the team order is open: a
 * read-only field (selectable without JavaScript) and, with JavaScript, a copy button. 'New link'
 * posts to the page's action (intent renewInvite) and says next to it that the old link stops.
 */
export function InviteLink({ inviteUrl, posted }: { inviteUrl: string | null; posted: InviteAnswer | null }) {
  const { t } = useTranslation()
  const fetcher = useFetcher<InviteAnswer>({ key: inviteFetcherKey })
  const field = useRef<HTMLDivElement>(null)
  const [scripted, setScripted] = useState(false)
  useEffect(() => setScripted(true), [])
  const answer = fetcher.data ?? posted
  const renewed = fetcher.state === 'idle' && answer?.invite.renewed === true
  useEffect(() => {
    if (renewed && fetcher.data) announce(t('team.invite.renewed'))
  }, [renewed, fetcher.data, t])

  async function copy(url: string) {
    const input = field.current?.querySelector('input')
    try {
      await navigator.clipboard.writeText(url)
      announce(t('team.invite.copied'))
    } catch {
      // No clipboard (an insecure origin, a refused permission): the link is selected for the keys.
      input?.focus()
      input?.select()
      announce(t('team.invite.copyFailed'), 'assertive')
    }
  }

  return (
    <section aria-labelledby="team-invite" className="space-y-3">
      <h2 id="team-invite" className="text-2xl">
        {t('team.invite.title')}
      </h2>
      {renewed ? <Notice message={t('team.invite.renewed')} /> : null}
      {inviteUrl ? (
        <>
          <div className="flex max-w-3xl flex-wrap items-end gap-3">
            <div ref={field} className="min-w-0 flex-1 basis-64">
              <TextField
                label={t('team.invite.label')}
                name="inviteUrl"
                readOnly
                value={inviteUrl}
                data-testid="team-invite-url"
                onFocus={(event) => event.currentTarget.select()}
              />
            </div>
            {scripted ? (
              <Button type="button" onClick={() => void copy(inviteUrl)}>
                {t('team.invite.copy')}
              </Button>
            ) : null}
          </div>
          <p className="text-sm text-ink-soft">{t('team.invite.hint')}</p>
        </>
      ) : (
        <p>{t('team.invite.none')}</p>
      )}
      <fetcher.Form method="post" className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <input type="hidden" name="intent" value="renewInvite" />
        <Button
          type="submit"
          variant="secondary"
          disabled={fetcher.state !== 'idle'}
          aria-describedby="team-invite-renew-hint"
        >
          {t('team.invite.renew')}
        </Button>
        <p id="team-invite-renew-hint" className="max-w-prose text-sm text-ink-soft">
          {t('team.invite.renewHint')}
        </p>
      </fetcher.Form>
    </section>
  )
}
