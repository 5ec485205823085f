import type { FrozenDesign, TeamOrderState } from '#db/schema/index.ts'
import type { CatalogSnapshot } from '../catalog/snapshot.ts'
import { type DesignError, type DesignState, designFromRows, selectPart } from '../shirts/design-rules.ts'

/**
 * A team order's life as a transition table: open (members join and add their part) → ordered
 * (the organiser ordered once for everyone done) or → closed (the organiser gave it up).
 */
export const teamTransitions = {
  order: { from: 'open', to: 'ordered' },
  close: { from: 'open', to: 'closed' },
} as const satisfies Record<string, { from: TeamOrderState; to: TeamOrderState }>
export type TeamEvent = keyof typeof teamTransitions

export function canTransition(from: TeamOrderState, event: TeamEvent): boolean {
  return teamTransitions[event].from === from
}

/** The design categories an organiser may leave open for each member: collar, cuffs, fit. */
export const openableCategoryIds = [1, 2, 11] as const

export const teamLimits = { maxSeats: 200, minSeats: 1, maxDeadlineDays: 365 } as const

/** A member hears from the organiser at most once a day: reminders are mail the member did not ask for. */
export const reminderIntervalMs = 24 * 3_600_000

export type InvitationProblem = 'INVITE_CLOSED' | 'INVITE_EXPIRED' | 'INVITE_USED_UP'

/** The Berlin calendar day of an instant (deadlines are days in the workshop's time zone). */
export function berlinDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(now)
}

/**
 * Whether an invitation still admits a new member: the team order is open, its deadline (the
 * last day, inclusive) has not passed, and a seat is free. Null when it does.
 */
export function invitationProblem(
  team: { state: TeamOrderState; deadline: string; seats: number },
  members: number,
  now: Date,
): InvitationProblem | null {
  if (team.state !== 'open') return 'INVITE_CLOSED'
  if (berlinDay(now) > team.deadline) return 'INVITE_EXPIRED'
  if (members >= team.seats) return 'INVITE_USED_UP'
  return null
}

/** Whether a member may still add or change their part: the order is open and the deadline not passed. */
export function partChangeable(team: { state: TeamOrderState; deadline: string }, now: Date): boolean {
  return team.state === 'open' && berlinDay(now) <= team.deadline
}

/** A deadline the organiser may set: a day from today up to a year ahead. */
export function deadlineAllowed(deadline: string, now: Date): boolean {
  const today = berlinDay(now)
  const last = berlinDay(new Date(now.getTime() + teamLimits.maxDeadlineDays * 86_400_000))
  return deadline >= today && deadline <= last
}

export type ChoiceError = 'CHOICE_NOT_OPEN' | DesignError

/**
 * The member's design: the team's frozen design with the member's part chosen in each open
 * category (replacing the team's part there, with the catalog's defaults for its details).
 * A choice in a category the organiser fixed is refused.
 */
export function memberDesign(
  catalog: CatalogSnapshot,
  design: FrozenDesign,
  openCategories: readonly number[],
  choices: Readonly<Record<string, number>>,
): { ok: true; state: DesignState } | { ok: false; code: ChoiceError; categoryId: number } {
  let state = designFromRows(design.fabricId, design.parts, design.attributes)
  for (const [category, partId] of Object.entries(choices)) {
    const categoryId = Number(category)
    if (!openCategories.includes(categoryId)) return { ok: false, code: 'CHOICE_NOT_OPEN', categoryId }
    const result = selectPart(catalog, state, categoryId, partId)
    if (!result.ok) return { ok: false, code: result.code, categoryId }
    state = result.state
  }
  return { ok: true, state }
}

/** The state of a design as an order freezes it (without its summary). */
export function frozenOf(state: DesignState): Omit<FrozenDesign, 'summary'> {
  return {
    fabricId: state.fabricId,
    parts: [...state.parts],
    attributes: [...state.attributes.values()].map(
      (chosen) =>
        [chosen.partId, chosen.attributeId, chosen.valueId, chosen.text] as [
          number,
          number,
          number,
          string | null,
        ],
    ),
  }
}

/** Who the organiser may order for: members with a profile; the others are named as missing. */
export function splitMembers<M extends { measureId: number | null }>(members: readonly M[]) {
  return {
    done: members.filter((member) => member.measureId !== null),
    missing: members.filter((member) => member.measureId === null),
  }
}
