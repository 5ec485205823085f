import type { Locale } from '#config/locales.ts'
import type { CatalogSnapshot } from '../catalog/snapshot.ts'
import { setFabric } from './design-rules.ts'
import { orderStatus } from './order-status.ts'
import { designPreview } from './preview.ts'
import type { PreviewLayer } from './preview-layers.ts'
import { buildShirtView, type ShirtView } from './shirt-view.ts'
import { templateState } from './template-state.ts'

/** The template the designer starts from when a visitor has no design yet. */
export const defaultTemplateId = 1

/** The designer's start: a template, optionally in another fabric (a fabric page's link). */
export type DesignStart = { templateId: number; fabricId: number | null }

/**
 * A template shown in the designer before it is anyone's design: a design with every field
 * with `shirtId` 0 (no row exists; the visitor's first change creates it), its preview layers,
 * and its composed picture at full size when the template's own fabric is shown (the page's
 * first, largest image). Null for an unknown template; an unknown or retired fabric is ignored.
 * Pure: the same start, language and VAT give the same answer for every visitor.
 */
export function templateView(
  catalog: CatalogSnapshot,
  start: DesignStart,
  locale: Locale,
  vatRate: number,
): { start: DesignStart; shirt: ShirtView; layers: PreviewLayer[]; picture: string | null } | null {
  const template = templateState(catalog, start.templateId)
  if (!template) return null
  const refabricked =
    start.fabricId && start.fabricId !== template.fabricId
      ? setFabric(catalog, template, start.fabricId)
      : null
  const state = refabricked?.ok ? refabricked.state : template
  const shown: DesignStart = {
    templateId: start.templateId,
    fabricId: refabricked?.ok ? state.fabricId : null,
  }
  // /folded/template/{id}.png is the template's layers composed at the preview's size (600×720).
  const picture = shown.fabricId ? null : `/folded/template/${start.templateId}.png`
  const shirt = buildShirtView({
    shirt: {
      id: 0,
      previewKey: '',
      fabricId: state.fabricId,
      templateId: start.templateId,
      orderStatus: orderStatus.open,
      orderId: null,
      measureId: null,
      amount: 1,
      custNote: '',
      createdAt: new Date(0),
    },
    state,
    catalog,
    vatRate,
    locale,
    measureName: null,
    thumbnailUrl: picture ?? '',
  })
  return {
    start: shown,
    shirt,
    layers: designPreview(catalog, '', state),
    picture,
  }
}
