import { postJson } from '../lib/http.ts'
import type { FabricListItem, PreviewLayer, ShirtView } from './types.ts'

type Answer<T> = ({ success: true } & T) | { success: false; message?: string; reason?: string }

/** What a design change had to take away besides the choice (named in the visitor's language). */
export type DroppedChoices = {
  parts: { partId: number; name: string }[]
  attributes: { attributeId: number; name: string }[]
  values?: { valueId: number; name: string }[]
}

async function call<T>(url: string, body: unknown): Promise<Answer<T>> {
  const response = await postJson(url, body)
  try {
    return (await response.json()) as Answer<T>
  } catch {
    return { success: false }
  }
}

/** The designer's calls (shirt.php, shirt-preview.php, catalog.php; docs/api.md). */
export const designerApi = {
  create: (templateID = 1) => call<{ shirtId: number }>('/api/shirt.php', { action: 'create', templateID }),
  fetchSelected: () => call<{ shirt: ShirtView }>('/api/shirt.php', { action: 'fetchSelected' }),
  updateShirt: (selectedParts: {
    categoryId: number
    partId: number
    attrId: number
    attrvalueId: number | string
    selected: boolean
  }) =>
    call<{ shirt: ShirtView; message: string; dropped?: DroppedChoices }>('/api/shirt.php', {
      action: 'updateShirt',
      selectedParts,
    }),
  removePart: (categoryId: number, partId: number) =>
    call<{ shirt: ShirtView; message: string; dropped?: DroppedChoices }>('/api/shirt.php', {
      action: 'removePart',
      categoryId,
      partId,
    }),
  updateFabric: (shirtId: number, fabricId: number) =>
    call<{ shirt: ShirtView; message: string }>('/api/shirt.php', {
      action: 'updateFabric',
      shirtId,
      fabricId,
    }),
  addToCart: (shirtId: number) =>
    call<{ message: string }>('/api/shirt.php', { action: 'addToCart', shirtId }),
  remove: (shirtId: number) => call<{ message: string }>('/api/shirt.php', { action: 'remove', shirtId }),
  preview: async (shirtId: number, key: string): Promise<Answer<{ images: PreviewLayer[] }>> => {
    // Sent without credentials: the design's random preview key (the shirt's
    // `previewKey`) stands in for them, so that nobody can list designs by walking the ids.
    const response = await fetch('/api/shirt-preview.php', {
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'get_img_arr', shirtId, key }),
    })
    return response.json()
  },
  fabrics: (query: Record<string, unknown>) =>
    call<{ fabrics: FabricListItem[]; total: number; page: number; pages: number }>('/api/catalog.php', {
      action: 'fabrics',
      ...query,
    }),
}
