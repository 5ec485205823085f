import type { Locale } from '#config/locales.ts'
import { getCatalog } from '../catalog/catalog-cache.ts'
import { type CatalogSnapshot, catalogText } from '../catalog/snapshot.ts'
import type { Deps } from '../deps.ts'
import type { Ok } from '../result.ts'
import type { Failure, ShirtContext } from '../shirts/context.ts'
import {
  changedTemplateState,
  designerStartTemplateId,
  type TemplateChanges,
} from '../shirts/template-state.ts'
import { designThumbnail } from '../shirts/thumbnail.ts'
import { createShirt } from '../shirts/write-shirts.ts'
import {
  adviseShirt,
  advisorFacts,
  type CompleteAnswers,
  type FabricReason,
  type StyleAdvice,
} from './style-advice.ts'

/** The advisor's designs start from the designer's own start template and change what it proposes. */
const advisorTemplateId = designerStartTemplateId

function changesOf(advice: StyleAdvice): TemplateChanges | null {
  const first = advice.fabrics[0]
  return first
    ? { fabricId: first.fabricId, partIds: [advice.collarPartId, advice.cuffPartId, advice.fitPartId] }
    : null
}

export type AdvicePart = { partId: number; name: string }
export type AdviceView = {
  collar: AdvicePart
  cuffs: AdvicePart
  fit: AdvicePart
  fabrics: {
    fabricId: number
    number: string
    name: string
    weightGsm: number
    image: string
    reason: FabricReason
  }[]
  /** The first proposal's folded preview, one composed picture (core/shirts/thumbnail.ts). */
  picture: string
}

function adviceOf(catalog: CatalogSnapshot, answers: CompleteAnswers) {
  const advice = adviseShirt(answers, advisorFacts(catalog))
  const changes = advice ? changesOf(advice) : null
  const state = changes ? changedTemplateState(catalog, advisorTemplateId, changes) : null
  return advice && changes && state ? { advice, changes, state } : null
}

/**
 * The advice for complete answers with the names in the visitor's language and the first
 * proposal's picture (its layer list remembered so that the picture renders when asked for).
 * Null when the catalog has nothing to propose.
 */
export async function styleAdviceView(
  deps: Deps,
  answers: CompleteAnswers,
  locale: Locale,
): Promise<AdviceView | null> {
  const catalog = await getCatalog(deps.db)
  const found = adviceOf(catalog, answers)
  if (!found) return null
  const { advice, state } = found
  const thumbnail = designThumbnail(catalog, '', state)
  await deps.thumbnails?.remember(thumbnail)
  const part = (partId: number) => ({ partId, name: catalogText(catalog, 'part', partId, locale).name })
  return {
    collar: part(advice.collarPartId),
    cuffs: part(advice.cuffPartId),
    fit: part(advice.fitPartId),
    fabrics: advice.fabrics.map(({ fabricId, reason }) => ({
      fabricId,
      number: catalog.fabrics.get(fabricId)?.number ?? '',
      name: catalogText(catalog, 'fabric', fabricId, locale).name,
      weightGsm: catalog.fabrics.get(fabricId)?.weightGsm ?? 0,
      image: `/media/samples/${fabricId}.jpg`,
      reason,
    })),
    picture: thumbnail.url,
  }
}

/**
 * 'Diesen Entwurf gestalten': the first proposal becomes the visitor's design, selected at once,
 * in one write (createShirt's double-click guard makes a second click within 3 s answer the first).
 * The advice is worked out again from the answers, so the design is always what the page showed
 * for them with today's catalog.
 */
export async function createAdvisedShirt(
  context: ShirtContext,
  answers: CompleteAnswers,
): Promise<Ok<{ shirtId: number }> | Failure> {
  const found = adviceOf(await getCatalog(context.deps.db), answers)
  if (!found) return { ok: false, code: 'UNKNOWN_TEMPLATE' }
  return createShirt(context, advisorTemplateId, found.changes)
}
