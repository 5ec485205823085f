import type { Locale } from '#config/locales.ts'
import { findCustomerById } from '#db/queries/customers.ts'
import { listOwnedProfiles } from '#db/queries/measures.ts'
import { findOwnedShirt } from '#db/queries/shirts.ts'
import {
  claimReminders,
  countTeamMembers,
  findMembership,
  findOrganisedTeamOrder,
  findOrganiserInviteToken,
  findTeamOrderById,
  findTeamOrderByTokenHash,
  insertTeamMember,
  insertTeamOrder,
  isCurrentProfileOf,
  listMemberships,
  listOrganisedTeamOrders,
  listTeamMembers,
  moveTeamOrderState,
  type StoredTeamOrder,
  saveMemberPart,
  setTeamInviteToken,
  setTeamLogo,
} from '#db/queries/teams.ts'
import type { FrozenDesign } from '#db/schema/index.ts'
import { hashAccountToken, newAccountToken } from '../accounts/tokens.ts'
import { getCatalog } from '../catalog/catalog-cache.ts'
import type { CatalogSnapshot } from '../catalog/snapshot.ts'
import { catalogText } from '../catalog/snapshot.ts'
import { addresseeOf } from '../email/addressee.ts'
import { sendMail } from '../email/contract.ts'
import type { UploadedFile } from '../feedback/images.ts'
import { profileInUse, standardOf } from '../measures/profile-in-use.ts'
import { visibleProfile, visitor } from '../measures/visibility.ts'
import { frozenDesign } from '../orders/order-lines.ts'
import { shopLink } from '../orders/order-mail-data.ts'
import { sealInviteToken, unsealInviteToken } from '../secrets/kept-links.ts'
import { ownerOf, type ShirtContext } from '../shirts/context.ts'
import { describeDesign } from '../shirts/describe.ts'
import { designPreview } from '../shirts/preview.ts'
import { logoFromUpload, readTeamLogoFile, removeTeamLogoFile, storeTeamLogo } from './logo.ts'
import { type TeamLogoPosition, type TeamLogoRefusal, teamLogoUrl } from './logo-rules.ts'
import {
  canTransition,
  deadlineAllowed,
  type InvitationProblem,
  invitationProblem,
  memberDesign,
  partChangeable,
  reminderIntervalMs,
  splitMembers,
} from './rules.ts'

export type TeamFailure = {
  ok: false
  code:
    | 'NOT_LOGGED_IN'
    | 'NOT_FOUND'
    | 'UNKNOWN_SHIRT'
    | 'DEADLINE_INVALID'
    | 'TEAM_NOT_OPEN'
    | 'ALREADY_MEMBER'
    | 'ORGANISER_IS_MEMBER'
    | 'UNKNOWN_MEASURE'
    | 'CHOICE_INVALID'
    | 'DEADLINE_PASSED'
    | 'NOBODY_TO_REMIND'
    | 'REMINDED_TODAY'
    | TeamLogoRefusal
    | InvitationProblem
  categoryId?: number
}

export type CreateTeamInput = {
  shirtId: number
  name: string
  company: string
  vatId: string
  deadline: string
  seats: number
  openCategories: number[]
}

/** The invitation link of a token, in the organiser's language. */
function inviteUrl(origin: string, locale: Locale, token: string) {
  return shopLink(origin, locale, `/team/einladung/${token}`)
}

/** The organiser fixes one of their designs (frozen as it is now) and gets the invitation link once. */
export async function createTeamOrder(context: ShirtContext, input: CreateTeamInput, origin: string) {
  const { deps, customer } = context
  if (!customer) return { ok: false, code: 'NOT_LOGGED_IN' } as TeamFailure
  const now = deps.now()
  if (!deadlineAllowed(input.deadline, now)) return { ok: false, code: 'DEADLINE_INVALID' } as TeamFailure
  const shirt = await findOwnedShirt(deps.db, input.shirtId, ownerOf(context))
  if (!shirt) return { ok: false, code: 'UNKNOWN_SHIRT' } as TeamFailure
  const catalog = await getCatalog(deps.db)
  const { token, hash } = newAccountToken()
  const teamOrderId = await insertTeamOrder(deps.db, {
    organiserId: customer.id,
    name: input.name,
    company: input.company,
    vatId: input.vatId,
    deadline: input.deadline,
    seats: input.seats,
    design: frozenDesign(catalog, shirt, context.locale),
    openCategories: [...new Set(input.openCategories)].sort((a, b) => a - b),
    inviteTokenHash: hash,
    inviteTokenSealed: sealInviteToken(deps.env, token),
    lang: context.locale,
    createdAt: now,
  })
  return { ok: true as const, teamOrderId, inviteUrl: inviteUrl(origin, context.locale, token) }
}

/**
 * A new invitation link; the old one stops working (it is looked up by its hash, and the token
 * kept for the organiser's page is replaced with it).
 */
export async function renewInvitation(context: ShirtContext, teamOrderId: number, origin: string) {
  const team = await organisedTeam(context, teamOrderId)
  if (!team) return { ok: false, code: 'NOT_FOUND' } as TeamFailure
  if (team.state !== 'open') return { ok: false, code: 'TEAM_NOT_OPEN' } as TeamFailure
  const fresh = newAccountToken()
  await setTeamInviteToken(context.deps.db, team.id, {
    hash: fresh.hash,
    sealed: sealInviteToken(context.deps.env, fresh.token),
  })
  return { ok: true as const, inviteUrl: inviteUrl(origin, context.locale, fresh.token) }
}

function organisedTeam(context: ShirtContext, teamOrderId: number) {
  return context.customer
    ? findOrganisedTeamOrder(context.deps.db, teamOrderId, context.customer.id)
    : Promise.resolve(null)
}

/** The design's open categories with the parts a member may choose, in the visitor's language. */
export function openChoices(
  catalog: CatalogSnapshot,
  categories: readonly number[],
  locale: Locale,
  design?: FrozenDesign,
) {
  return categories.map((categoryId) => ({
    categoryId,
    /** The team design's own part here: what a member gets who chooses nothing else. */
    chosen: design?.parts.find(([, category]) => category === categoryId)?.[0] ?? null,
    name: catalogText(catalog, 'category', categoryId, locale).name,
    /** The category's key (collars, cuffs, fit): names the designer's option pictures. */
    key: catalog.categories.get(categoryId)?.key ?? '',
    parts: (catalog.partsByCategory.get(categoryId) ?? [])
      .filter((part) => part.active)
      .map((part) => ({ partId: part.id, name: catalogText(catalog, 'part', part.id, locale).name })),
  }))
}

function designView(catalog: CatalogSnapshot, team: StoredTeamOrder, locale: Locale) {
  const state = memberDesign(catalog, team.design, [], {})
  return state.ok
    ? {
        summary: describeDesign(catalog, state.state, locale),
        preview: designPreview(catalog, '', state.state),
      }
    : { summary: team.design.summary, preview: [] }
}

/** The logo embroidery for the pages; only for those who may fetch the picture. */
function logoView(team: StoredTeamOrder) {
  return team.logoFile && team.logoPosition
    ? { position: team.logoPosition, url: teamLogoUrl(team.id, team.logoFile) }
    : null
}

function teamHead(catalog: CatalogSnapshot, team: StoredTeamOrder, locale: Locale, showLogo = true) {
  return {
    logo: showLogo ? logoView(team) : null,
    teamOrderId: team.id,
    name: team.name,
    company: team.company,
    deadline: team.deadline,
    state: team.state,
    design: designView(catalog, team, locale),
    openCategories: openChoices(catalog, team.openCategories, locale, team.design),
  }
}

/** The organiser's and the member's lists: team orders they organise and those they joined. */
export async function listTeamOrders(context: ShirtContext) {
  const { deps, customer } = context
  if (!customer) return null
  const organised = await listOrganisedTeamOrders(deps.db, customer.id)
  const joined = await listMemberships(deps.db, customer.id)
  return {
    organised: organised.map((team) => ({
      teamOrderId: team.id,
      name: team.name,
      company: team.company,
      deadline: team.deadline,
      state: team.state,
      orderId: team.orderId,
      members: team.members,
      done: team.done,
    })),
    joined: joined.map((member) => ({
      teamOrderId: member.teamOrderId,
      name: member.teamName,
      company: member.company,
      state: member.state,
      done: member.measureId !== null,
    })),
  }
}

/**
 * The organiser's view: the team, the design and who is done. Members are named with their
 * account's name and address; their profiles are theirs alone (core/measures/visibility.ts), so
 * no profile and no measurement is part of this view.
 */
export async function organiserView(context: ShirtContext, teamOrderId: number, origin: string) {
  const team = await organisedTeam(context, teamOrderId)
  if (!team || !context.customer) return null
  const catalog = await getCatalog(context.deps.db)
  const members = await listTeamMembers(context.deps.db, team.id)
  // The current link, shown again on every visit while it admits members (the organiser's alone).
  const token =
    team.state === 'open'
      ? unsealInviteToken(
          context.deps.env,
          await findOrganiserInviteToken(context.deps.db, team.id, context.customer.id),
        )
      : null
  return {
    ...teamHead(catalog, team, context.locale),
    role: 'organiser' as const,
    inviteUrl: token ? inviteUrl(origin, context.locale, token) : null,
    vatId: team.vatId,
    seats: team.seats,
    orderId: team.orderId,
    members: members.map((member) => ({
      memberId: member.id,
      name: `${member.firstName} ${member.lastName}`.trim(),
      email: member.email,
      done: member.measureId !== null,
      joinedAt: member.joinedAt.toISOString(),
      remindedAt: member.remindedAt?.toISOString() ?? null,
    })),
  }
}

/** The member's own part: the team, the open choices, their own profiles and what they chose. */
export async function memberView(context: ShirtContext, teamOrderId: number) {
  const { deps, customer } = context
  if (!customer) return null
  const membership = await findMembership(deps.db, teamOrderId, customer.id)
  const team = membership ? await findTeamOrderById(deps.db, teamOrderId) : null
  if (!membership || !team) return null
  const catalog = await getCatalog(deps.db)
  const profiles = await listOwnedProfiles(deps.db, ownerOf(context))
  const own = memberDesign(catalog, team.design, team.openCategories, membership.choices)
  const chosenProfile = profiles.find((profile) => profile.id === membership.measureId) ?? null
  const standard = standardOf(profiles)
  const organiser = await findCustomerById(deps.db, team.organiserId)
  return {
    ...teamHead(catalog, team, context.locale),
    role: 'member' as const,
    organiser: organiser ? `${organiser.firstName} ${organiser.lastName}`.trim() : '',
    changeable: partChangeable(team, deps.now()),
    ordered: team.state === 'ordered',
    part: {
      memberId: membership.id,
      // The member's own profile (saving a part takes only theirs), shown to them alone.
      measureId: visibleProfile(
        visitor(ownerOf(context)),
        { kind: 'customer', customerId: membership.customerId },
        membership.measureId,
      ),
      choices: membership.choices,
      done: membership.measureId !== null,
      summary: own.ok ? describeDesign(catalog, own.state, context.locale) : team.design.summary,
      // The member's own shirt as chosen so far (the page swaps parts in it as they choose).
      preview: own.ok
        ? designPreview(catalog, '', own.state)
        : designView(catalog, team, context.locale).preview,
    },
    // Offered first: the member's own choice, else their standard profile (core/measures/profile-in-use.ts).
    proposedMeasureId:
      profileInUse({
        chosen: chosenProfile ? { id: chosenProfile.id, name: chosenProfile.setName } : null,
        standard: standard ? { id: standard.id, name: standard.setName } : null,
        ordered: false,
      })?.id ?? null,
    profiles: profiles.map((profile) => ({ measureId: profile.id, name: profile.setName })),
  }
}

/** The invitation page's view of a token: the team and whether it still admits a member. */
export async function invitationView(
  context: Pick<ShirtContext, 'deps' | 'customer' | 'locale'>,
  token: string,
) {
  const { deps } = context
  const team = await findTeamOrderByTokenHash(deps.db, hashAccountToken(token))
  if (!team) return null
  const catalog = await getCatalog(deps.db)
  const members = await countTeamMembers(deps.db, team.id)
  const membership = context.customer ? await findMembership(deps.db, team.id, context.customer.id) : null
  const organiser = await findCustomerById(deps.db, team.organiserId)
  const isOrganiser = context.customer?.id === team.organiserId
  const problem = membership ? null : invitationProblem(team, members, deps.now())
  // The logo's address serves the organiser and members only; whoever holds a link that still
  // admits sees the shirt as it will be stitched too, with the picture inside the page.
  const entitled = membership !== null || isOrganiser
  const head = teamHead(catalog, team, context.locale, entitled)
  const logo = entitled || problem ? head.logo : await inlineLogo(deps.files, team)
  return {
    ...head,
    logo,
    organiser: organiser ? `${organiser.firstName} ${organiser.lastName}`.trim() : '',
    problem,
    joined: membership !== null,
    isOrganiser,
  }
}

/** The team's logo as a data address (a PNG of at most 512 px), for a page that may show it. */
async function inlineLogo(files: ShirtContext['deps']['files'], team: StoredTeamOrder) {
  if (!team.logoFile || !team.logoPosition) return null
  const png = await readTeamLogoFile(files, team.logoFile)
  return png ? { position: team.logoPosition, url: `data:image/png;base64,${png.toString('base64')}` } : null
}

/** A customer joins by the invitation link, once; the team's row is locked so seats cannot overfill. */
export async function joinTeam(context: ShirtContext, token: string) {
  const { deps, customer } = context
  if (!customer) return { ok: false, code: 'NOT_LOGGED_IN' } as TeamFailure
  return deps.db.transaction(async (db) => {
    const team = await findTeamOrderByTokenHash(db, hashAccountToken(token), { lock: true })
    if (!team) return { ok: false, code: 'NOT_FOUND' } as TeamFailure
    if (team.organiserId === customer.id) return { ok: false, code: 'ORGANISER_IS_MEMBER' } as TeamFailure
    if (await findMembership(db, team.id, customer.id))
      return { ok: false, code: 'ALREADY_MEMBER' } as TeamFailure
    const problem = invitationProblem(team, await countTeamMembers(db, team.id), deps.now())
    if (problem) return { ok: false, code: problem } as TeamFailure
    const memberId = await insertTeamMember(db, team.id, customer.id, deps.now())
    if (memberId === null) return { ok: false, code: 'ALREADY_MEMBER' } as TeamFailure
    return { ok: true as const, teamOrderId: team.id, memberId }
  })
}

/** The member adds (or changes) their part: one of their own current profiles and their choices. */
export async function saveTeamPart(
  context: ShirtContext,
  input: { teamOrderId: number; measureId: number; choices: Record<string, number> },
) {
  const { deps, customer } = context
  if (!customer) return { ok: false, code: 'NOT_LOGGED_IN' } as TeamFailure
  const membership = await findMembership(deps.db, input.teamOrderId, customer.id)
  const team = membership ? await findTeamOrderById(deps.db, input.teamOrderId) : null
  if (!membership || !team) return { ok: false, code: 'NOT_FOUND' } as TeamFailure
  if (!partChangeable(team, deps.now()))
    return { ok: false, code: team.state === 'open' ? 'DEADLINE_PASSED' : 'TEAM_NOT_OPEN' } as TeamFailure
  if (!(await isCurrentProfileOf(deps.db, input.measureId, customer.id)))
    return { ok: false, code: 'UNKNOWN_MEASURE' } as TeamFailure
  const catalog = await getCatalog(deps.db)
  const design = memberDesign(catalog, team.design, team.openCategories, input.choices)
  if (!design.ok) return { ok: false, code: 'CHOICE_INVALID', categoryId: design.categoryId } as TeamFailure
  await saveMemberPart(
    deps.db,
    membership.id,
    { measureId: input.measureId, choices: input.choices },
    deps.now(),
  )
  return { ok: true as const }
}

/** Mails every member who is not done yet (or the named ones among them), in their own language. */
export async function remindMembers(
  context: ShirtContext,
  input: { teamOrderId: number; memberIds?: number[] },
  origin: string,
) {
  const { deps } = context
  const team = await organisedTeam(context, input.teamOrderId)
  if (!team) return { ok: false, code: 'NOT_FOUND' } as TeamFailure
  if (team.state !== 'open') return { ok: false, code: 'TEAM_NOT_OPEN' } as TeamFailure
  const members = splitMembers(await listTeamMembers(deps.db, team.id)).missing.filter(
    (member) => !input.memberIds || input.memberIds.includes(member.id),
  )
  if (members.length === 0) return { ok: false, code: 'NOBODY_TO_REMIND' } as TeamFailure
  const organiser = context.customer ? `${context.customer.firstName} ${context.customer.lastName}` : ''
  const now = deps.now()
  // Claimed and mailed in one transaction: parallel requests claim each member once.
  const reminded = await deps.db.transaction(async (tx) => {
    const since = new Date(now.getTime() - reminderIntervalMs)
    const claimed = await claimReminders(
      tx,
      members.map((member) => member.id),
      now,
      since,
    )
    for (const member of members.filter((candidate) => claimed.includes(candidate.id))) {
      const locale = (['de', 'en', 'fr', 'es'] as const).find((lang) => lang === member.lang) ?? 'de'
      await sendMail(
        { ...deps, db: tx },
        {
          to: member.email,
          locale,
          template: 'teamReminder',
          data: {
            ...addresseeOf(member),
            teamName: team.name,
            organiser: organiser.trim(),
            deadline: team.deadline,
            partUrl: shopLink(origin, locale, `/dashboard/team/${team.id}`),
          },
        },
      )
    }
    return claimed
  })
  if (reminded.length === 0) return { ok: false, code: 'REMINDED_TODAY' } as TeamFailure
  return { ok: true as const, reminded }
}

/** The organiser gives the team order up: the link stops admitting, nothing is ordered. */
export async function closeTeamOrder(context: ShirtContext, teamOrderId: number) {
  const team = await organisedTeam(context, teamOrderId)
  if (!team) return { ok: false, code: 'NOT_FOUND' } as TeamFailure
  if (
    !canTransition(team.state, 'close') ||
    !(await moveTeamOrderState(context.deps.db, team.id, { from: 'open', to: 'closed' }, null))
  )
    return { ok: false, code: 'TEAM_NOT_OPEN' } as TeamFailure
  return { ok: true as const }
}

/**
 * The organiser sets the team's logo embroidery while the team order is open: the picture is
 * checked by its content and stored before the row points at it; the old picture is removed after.
 */
export async function uploadTeamLogo(
  context: ShirtContext,
  input: { teamOrderId: number; position: TeamLogoPosition; file: UploadedFile | undefined },
) {
  const team = await organisedTeam(context, input.teamOrderId)
  if (!team) return { ok: false, code: 'NOT_FOUND' } as TeamFailure
  if (team.state !== 'open') return { ok: false, code: 'TEAM_NOT_OPEN' } as TeamFailure
  const logo = await logoFromUpload(input.file)
  if (!logo.ok) return { ok: false, code: logo.reason } as TeamFailure
  const files = context.deps.files
  const file = await storeTeamLogo(files, logo.png)
  if (!(await setTeamLogo(context.deps.db, team.id, { file, position: input.position }))) {
    await removeTeamLogoFile(files, file)
    return { ok: false, code: 'TEAM_NOT_OPEN' } as TeamFailure
  }
  if (team.logoFile) await removeTeamLogoFile(files, team.logoFile)
  return { ok: true as const, logo: { position: input.position, url: teamLogoUrl(team.id, file) } }
}

/** The organiser removes the logo embroidery while the team order is open. */
export async function removeTeamLogo(context: ShirtContext, teamOrderId: number) {
  const team = await organisedTeam(context, teamOrderId)
  if (!team) return { ok: false, code: 'NOT_FOUND' } as TeamFailure
  if (team.state !== 'open' || !(await setTeamLogo(context.deps.db, team.id, null)))
    return { ok: false, code: 'TEAM_NOT_OPEN' } as TeamFailure
  if (team.logoFile) await removeTeamLogoFile(context.deps.files, team.logoFile)
  return { ok: true as const }
}

/** The logo's picture for the organiser, the team's members and staff; null for anybody else. */
export async function teamLogoPicture(context: ShirtContext, teamOrderId: number, staff: boolean) {
  const { deps, customer } = context
  const team = await findTeamOrderById(deps.db, teamOrderId)
  if (!team?.logoFile) return null
  const allowed =
    staff ||
    (customer !== null &&
      (team.organiserId === customer.id || (await findMembership(deps.db, team.id, customer.id)) !== null))
  return allowed ? readTeamLogoFile(deps.files, team.logoFile) : null
}
