import type { designerCatalog } from '#core/catalog/catalog-views.ts'
import type { PreviewLayer } from '#core/shirts/preview-layers.ts'
import type { ShirtView } from '#core/shirts/shirt-view.ts'

/** The designer's data, as the API and the route loader hand it over. */
export type DesignerCategory = ReturnType<typeof designerCatalog>[number]
export type DesignerPart = DesignerCategory['parts'][number]
export type DesignerAttribute = DesignerPart['attributes'][number]
export type { PreviewLayer, ShirtView }

export type FabricListItem = {
  fabricId: number
  number: string
  name: string
  hex: string
  pattern: string
  weave: string
  composition: string
  weightGsm: number
  nonIron: boolean
  oekoTex: boolean
  priceBrutto: number
  inStock: boolean
  image: string
}
