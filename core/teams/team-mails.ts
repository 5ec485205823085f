import { isLocale, type Locale } from '#config/locales.ts'
import { findTeamOrderOfOrder, listTeamMembers } from '#db/queries/teams.ts'
import type { Deps } from '../deps.ts'
import { type Addressee, addresseeOf } from '../email/addressee.ts'
import { sendMail } from '../email/contract.ts'
import { shopLink } from '../orders/order-mail-data.ts'

type MailDeps = Pick<Deps, 'db' | 'logger' | 'jobs'>

/**
 * Mails each member, in their own language, that the team's order was placed or shipped. Runs
 * after the commit and never fails the order: it stands whether or not a mail server answers.
 */
export async function mailMembers(
  context: { deps: MailDeps },
  members: readonly (Addressee & { email: string; lang: string })[],
  data: { teamName: string; number: string },
  origin: string,
  template: 'teamOrdered' | 'teamShipped',
) {
  for (const member of members) {
    const locale: Locale = isLocale(member.lang) ? member.lang : 'de'
    try {
      await sendMail(context.deps, {
        to: member.email,
        locale,
        template,
        data: { ...addresseeOf(member), ...data, designsUrl: shopLink(origin, locale, '/meine-hemden') },
      })
    } catch (error) {
      context.deps.logger.error({ err: error, template }, 'team member mail not sent')
    }
  }
}

/** The workshop shipped a team's order: every member whose shirt is in it hears of it. */
export async function mailTeamShipped(
  deps: MailDeps,
  order: { orderId: number; number: string },
  origin: string,
) {
  const team = await findTeamOrderOfOrder(deps.db, order.orderId)
  if (!team) return
  const members = (await listTeamMembers(deps.db, team.id)).filter((member) => member.shirtId !== null)
  await mailMembers({ deps }, members, { teamName: team.name, number: order.number }, origin, 'teamShipped')
}
