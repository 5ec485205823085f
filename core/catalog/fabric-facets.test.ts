import { describe, expect, it } from 'vitest'
import {
  fabricOpacityValues,
  fabricSeasonValues,
  fabricStretchValues,
  fabricWeightClassValues,
} from '../../db/schema/catalog.ts'
import {
  defaultFacetsOf,
  fabricOpacities,
  fabricSeasons,
  fabricStretches,
  fabricWeightClasses,
  weightClassOf,
} from './fabric-facets.ts'

describe('weightClassOf', () => {
  it.each([
    [90, 'light'],
    [114, 'light'],
    [115, 'medium'],
    [149, 'medium'],
    [150, 'heavy'],
    [190, 'heavy'],
  ])('%i g/m² → %s', (weight, expected) => {
    expect(weightClassOf(weight)).toBe(expected)
  })
})

describe('defaultFacetsOf', () => {
  const base = { elastane: false, linen: false }
  it.each([
    [{ ...base, weave: 'poplin', weightGsm: 100 }, 'sheer', 'none', 'summer', 'light'],
    [{ ...base, weave: 'poplin', weightGsm: 110 }, 'semi-opaque', 'none', 'all-year', 'light'],
    [{ ...base, weave: 'poplin', weightGsm: 120, elastane: true }, 'opaque', 'stretch', 'all-year', 'medium'],
    [{ ...base, weave: 'twill', weightGsm: 135 }, 'opaque', 'slight', 'all-year', 'medium'],
    [{ ...base, weave: 'herringbone', weightGsm: 140 }, 'opaque', 'slight', 'all-year', 'medium'],
    [{ ...base, weave: 'oxford', weightGsm: 150 }, 'opaque', 'none', 'all-year', 'heavy'],
    [{ ...base, weave: 'linen', weightGsm: 165, linen: true }, 'semi-opaque', 'none', 'summer', 'heavy'],
    [{ ...base, weave: 'flannel', weightGsm: 185 }, 'opaque', 'none', 'winter', 'heavy'],
  ])('%j → %s, %s, %s, %s', (source, opacity, stretch, season, weightClass) => {
    expect(defaultFacetsOf(source)).toEqual({ opacity, stretch, season, weightClass })
  })
})

describe('the facet values', () => {
  it('are the ones the database CHECK constraints allow', () => {
    expect(fabricOpacities).toEqual(fabricOpacityValues)
    expect(fabricStretches).toEqual(fabricStretchValues)
    expect(fabricSeasons).toEqual(fabricSeasonValues)
    expect(fabricWeightClasses).toEqual(fabricWeightClassValues)
  })
})
