import { type FabricQuery, FabricQuerySchema } from '#core/catalog/fabric-list.ts'

/** Reads the /stoffe filters from the address (GET form), dropping what does not validate. */
export function fabricQueryFromSearch(params: URLSearchParams): FabricQuery {
  const candidate = {
    colours: params.getAll('colour'),
    patterns: params.getAll('pattern'),
    weaves: params.getAll('weave'),
    priceGroups: params.getAll('group'),
    opacities: params.getAll('opacity'),
    stretches: params.getAll('stretch'),
    seasons: params.getAll('season'),
    weightClasses: params.getAll('weightClass'),
    nonIron: params.get('nonIron') === '1' || undefined,
    oekoTex: params.get('oekoTex') === '1' || undefined,
    inStock: params.get('inStock') === '1' || undefined,
    q: params.get('q') ?? undefined,
    sort: params.get('sort') ?? undefined,
    page: Number(params.get('page') ?? 1),
  }
  const parsed = FabricQuerySchema.safeParse(candidate)
  if (parsed.success) return parsed.data
  // A hand-edited address keeps the valid parts instead of failing the page.
  const fallback: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(candidate)) {
    const single = FabricQuerySchema.shape[key as keyof typeof FabricQuerySchema.shape].safeParse(value)
    if (single.success) fallback[key] = single.data
  }
  return FabricQuerySchema.parse(fallback)
}
