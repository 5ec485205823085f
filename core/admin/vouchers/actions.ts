import { insertIssuedVoucher, lockVoucher, moveVoucherStatus } from '#db/queries/admin-vouchers.ts'
import { voucherStatus } from '#db/schema/statuses.ts'
import type { Actor } from '../../access/actor.ts'
import { forbidden, may } from '../../access/permissions.ts'
import type { Deps } from '../../deps.ts'
import { endOfBerlinDay, newVoucherCode, voucherCodes, voucherExpiry } from '../../vouchers/rules.ts'
import { canMoveVoucher } from '../../vouchers/transitions.ts'
import { recordAudit } from '../audit.ts'
import type { IssueVoucherInput } from './schemas.ts'

/**
 * An admin issues a voucher: a code from the secure random source (retried
 * on the one-in-10^29 clash), active at once, exact cents. No expiry given: three years to the end
 * of the year, as for bought vouchers. The code is in the audit entry; it is what staff look up.
 */
export async function issueVoucher(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  input: IssueVoucherInput,
  draw: () => string = newVoucherCode,
) {
  if (!may(actor, 'vouchers.manage')) return forbidden
  const now = deps.now()
  // The default is the bought vouchers' rule, ending at midnight in Berlin (the shop's clock).
  const expiresAt = endOfBerlinDay(input.expiresOn ?? voucherExpiry(now).toISOString().slice(0, 10))
  if (expiresAt.getTime() <= now.getTime()) return { ok: false as const, code: 'EXPIRY_PAST' as const }
  return deps.db.transaction(async (tx) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const codes = voucherCodes(draw())
      const row = await insertIssuedVoucher(tx, {
        ...codes,
        cents: input.value,
        singleUse: input.singleUse,
        expiresAt,
        note: input.note ?? null,
      })
      if (!row) continue
      const after = {
        code: codes.issuedCode,
        valueCents: input.value,
        singleUse: input.singleUse,
        expiresAt: expiresAt.toISOString(),
        note: input.note ?? null,
      }
      await recordAudit(tx, actor, {
        action: 'voucher.issue',
        entityType: 'voucher',
        entityId: row.id,
        before: null,
        after,
      })
      return {
        ok: true as const,
        voucherId: row.id,
        code: codes.issuedCode,
        expiresAt: after.expiresAt,
      }
    }
    throw new Error('no free voucher code after 5 draws')
  })
}

/** Deactivated for good (issued or bought); its balance stays on record. Void again: no change. */
export async function deactivateVoucher(deps: Pick<Deps, 'db'>, actor: Actor, voucherId: number) {
  if (!may(actor, 'vouchers.manage')) return forbidden
  return deps.db.transaction(async (tx) => {
    const row = await lockVoucher(tx, voucherId)
    if (!row) return { ok: false as const, code: 'NOT_FOUND' as const }
    // Void already (the table has no way out of it): nothing changes.
    if (!canMoveVoucher(row.status, voucherStatus.void)) return { ok: true as const, changed: false }
    await moveVoucherStatus(tx, row.id, { from: row.status, to: voucherStatus.void })
    await recordAudit(tx, actor, {
      action: 'voucher.deactivate',
      entityType: 'voucher',
      entityId: row.id,
      before: { status: row.status, balanceCents: row.balanceCents },
      after: { status: voucherStatus.void, balanceCents: row.balanceCents },
    })
    return { ok: true as const, changed: true }
  })
}
