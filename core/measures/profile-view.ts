import type { ProfileContent, StoredProfile } from '#db/queries/measures.ts'
import { type MeasureField, type MeasureValues, measureFieldNames, type ProfileKind } from './fields.ts'

/** Database column of each spec field. */
export const columnOf = {
  size_neck: 'sizeNeck',
  size_shoulder: 'sizeShoulder',
  size_sleevelength: 'sizeSleevelength',
  size_sleevelength_2: 'sizeSleevelength2',
  size_sleevelength_short: 'sizeSleevelengthShort',
  size_chest: 'sizeChest',
  size_tail: 'sizeTail',
  size_hips: 'sizeHips',
  size_shirtlength: 'sizeShirtlength',
  size_weight: 'sizeWeight',
  size_height: 'sizeHeight',
  size_wrist_1: 'sizeWrist1',
  size_wrist_2: 'sizeWrist2',
  size_biceps: 'sizeBiceps',
} as const satisfies Record<MeasureField, keyof ProfileContent>

export function valuesOf(row: StoredProfile): MeasureValues {
  return Object.fromEntries(measureFieldNames.map((field) => [field, row[columnOf[field]]])) as MeasureValues
}

export function contentOf(setName: string, kind: ProfileKind, values: MeasureValues): ProfileContent {
  const content = { setName, kind } as ProfileContent
  for (const field of measureFieldNames) content[columnOf[field]] = values[field]
  return content
}

export function sameContent(a: ProfileContent, b: ProfileContent): boolean {
  return (Object.keys(a) as (keyof ProfileContent)[]).every((key) => a[key] === b[key])
}

/**
 * A profile as the API answers it, with the field names (measureId, set_name,
 * standard 1/0, size_*) plus kind, version, whether an ordered shirt uses it (then a change makes
 * a new version and delete is refused) and, for an old version, that it is no longer current.
 */
export type MeasureView = {
  measureId: number
  set_name: string
  standard: 0 | 1
  kind: ProfileKind
  version: number
  current: boolean
  ordered: boolean
  createdAt: string
  updatedAt: string
} & MeasureValues

export function viewOfProfile(row: StoredProfile, ordered: boolean): MeasureView {
  return {
    measureId: row.id,
    set_name: row.setName,
    standard: row.standard && row.supersededAt === null ? 1 : 0,
    kind: row.kind,
    version: row.version,
    current: row.supersededAt === null,
    ordered,
    ...valuesOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
