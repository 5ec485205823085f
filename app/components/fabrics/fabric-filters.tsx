import { Form, Link, useSubmit } from 'react-router'
import { fabricColours } from '#core/catalog/fabric-colours.ts'
import {
  fabricOpacities,
  fabricSeasons,
  fabricStretches,
  fabricWeightClasses,
} from '#core/catalog/fabric-facets.ts'
import type { FabricQuery } from '#core/catalog/fabric-list.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { Button } from '../button.tsx'

const colours = fabricColours
const swatch: Record<(typeof colours)[number], string> = {
  white: '#ffffff',
  'light-blue': '#c9dcf0',
  blue: '#5b84c4',
  navy: '#22304f',
  pink: '#f1c6cf',
  red: '#b23a3a',
  green: '#5e8a63',
  grey: '#9aa0a6',
  black: '#1b1b1b',
  beige: '#e3d3b8',
  yellow: '#f0dc8a',
  purple: '#8a6aa8',
  brown: '#7a5438',
}
const patterns = ['uni', 'stripes', 'checks', 'herringbone', 'dots'] as const
const weaves = [
  'poplin',
  'twill',
  'oxford',
  'herringbone',
  'end-on-end',
  'dobby',
  'linen',
  'flannel',
] as const
const groups = ['A', 'B', 'C', 'D'] as const
/** The wear facets: URL name, the query's list, values and the messages' group. */
const facets = [
  ['opacity', 'opacities', fabricOpacities, 'opacity', 'opacities'],
  ['stretch', 'stretches', fabricStretches, 'stretch', 'stretches'],
  ['season', 'seasons', fabricSeasons, 'season', 'seasons'],
  ['weightClass', 'weightClasses', fabricWeightClasses, 'weightClass', 'weightClasses'],
] as const

function Fieldset({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="border-t border-chalk pt-4">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      {children}
    </fieldset>
  )
}

function Check({
  name,
  value,
  label,
  checked,
}: {
  name: string
  value: string
  label: string
  checked: boolean
}) {
  return (
    <label className="flex min-h-9 items-center gap-2 text-[0.95rem]">
      <input
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={checked}
        className="h-4 w-4 accent-ink"
      />
      {label}
    </label>
  )
}

/**
 * The fabric filters as a plain GET form (works without JavaScript); with JavaScript every change
 * applies at once.
 */
export function FabricFilters({
  query,
  resetTo,
  compare,
}: {
  query: FabricQuery
  resetTo: string
  /** The fabrics chosen for the comparison (`?compare=`), kept when the filters change. */
  compare: string | null
}) {
  const { t } = useTranslation()
  const submit = useSubmit()
  return (
    <Form
      method="get"
      className="space-y-4"
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}
    >
      {compare ? <input type="hidden" name="compare" value={compare} /> : null}
      <div>
        <label htmlFor="fabric-search" className="mb-1 block text-sm font-semibold">
          {t('fabrics.search')}
        </label>
        <input
          id="fabric-search"
          type="search"
          name="q"
          defaultValue={query.q ?? ''}
          className="min-h-11 w-full rounded-sm border border-chalk bg-white px-3"
        />
      </div>
      <div>
        <label htmlFor="fabric-sort" className="mb-1 block text-sm font-semibold">
          {t('fabrics.sort')}
        </label>
        <select
          id="fabric-sort"
          name="sort"
          defaultValue={query.sort}
          className="min-h-11 w-full rounded-sm border border-chalk bg-white px-3"
        >
          <option value="recommended">{t('fabrics.sortRecommended')}</option>
          <option value="price-asc">{t('fabrics.sortPriceAsc')}</option>
          <option value="price-desc">{t('fabrics.sortPriceDesc')}</option>
          <option value="weight-asc">{t('fabrics.sortWeight')}</option>
          <option value="newest">{t('fabrics.sortNewest')}</option>
        </select>
      </div>
      <Fieldset legend={t('fabrics.colour')}>
        <div className="flex flex-wrap gap-2">
          {colours.map((colour) => (
            <label key={colour} className="relative cursor-pointer" title={t(`fabrics.colours.${colour}`)}>
              <input
                type="checkbox"
                name="colour"
                value={colour}
                defaultChecked={query.colours?.includes(colour)}
                className="peer sr-only"
              />
              <span
                className="block h-9 w-9 rounded-full border border-chalk peer-checked:ring-2 peer-checked:ring-ink peer-checked:ring-offset-2 peer-focus-visible:outline-2 peer-focus-visible:outline-thread"
                style={{ background: swatch[colour] }}
              />
              <span className="sr-only">{t(`fabrics.colours.${colour}`)}</span>
            </label>
          ))}
        </div>
      </Fieldset>
      <Fieldset legend={t('fabrics.pattern')}>
        {patterns.map((pattern) => (
          <Check
            key={pattern}
            name="pattern"
            value={pattern}
            label={t(`fabrics.patterns.${pattern}`)}
            checked={query.patterns?.includes(pattern) ?? false}
          />
        ))}
      </Fieldset>
      <Fieldset legend={t('fabrics.weave')}>
        {weaves.map((weave) => (
          <Check
            key={weave}
            name="weave"
            value={weave}
            label={t(`fabrics.weaves.${weave}`)}
            checked={query.weaves?.includes(weave) ?? false}
          />
        ))}
      </Fieldset>
      {facets.map(([name, key, values, legend, labels]) => (
        <Fieldset key={name} legend={t(`fabrics.${legend}`)}>
          {values.map((value) => (
            <Check
              key={value}
              name={name}
              value={value}
              label={t(`fabrics.${labels}.${value}`)}
              checked={(query[key] as readonly string[] | undefined)?.includes(value) ?? false}
            />
          ))}
        </Fieldset>
      ))}
      <Fieldset legend={t('fabrics.priceGroup')}>
        {groups.map((group) => (
          <Check
            key={group}
            name="group"
            value={group}
            label={t(`fabrics.groups.${group}`)}
            checked={query.priceGroups?.includes(group) ?? false}
          />
        ))}
      </Fieldset>
      <Fieldset legend={t('fabrics.properties')}>
        <Check name="nonIron" value="1" label={t('fabrics.nonIron')} checked={query.nonIron ?? false} />
        <Check name="oekoTex" value="1" label={t('fabrics.oekoTex')} checked={query.oekoTex ?? false} />
        <Check name="inStock" value="1" label={t('fabrics.inStock')} checked={query.inStock ?? false} />
      </Fieldset>
      <div className="flex flex-wrap items-center gap-3 pt-2">
        <Button type="submit" size="sm">
          {t('fabrics.apply')}
        </Button>
        <Link to={resetTo} className="link text-sm">
          {t('fabrics.reset')}
        </Link>
      </div>
    </Form>
  )
}
