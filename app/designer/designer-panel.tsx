import { type KeyboardEvent, useRef, useState } from 'react'
import { isPositionOfPart } from '#core/catalog/rules.ts'
import { type Condition, excludedParts, isValueExcluded } from '#core/shirts/compatibility.ts'
import { useTranslation } from '../i18n/react.tsx'
import { AttributeEditor } from './attribute-editor.tsx'
import { FabricPicker } from './fabric-picker.tsx'
import { MonogramEditor } from './monogram-editor.tsx'
import { OptionGrid } from './option-grid.tsx'
import type { DesignerCategory, DesignerPart, FabricListItem, ShirtView } from './types.ts'
import type { useDesigner } from './use-designer.ts'

/** Tab order of the designer: cloth first, then the parts a tailor decides in turn. */
const order: (number | 'monogram')[] = [0, 1, 2, 13, 12, 9, 11, 6, 54, 53, 52, 'monogram', 3]
const gate = { partId: 20, attributeId: 512, open: 226, closed: 225 }

type Actions = ReturnType<typeof useDesigner>

/** The shown design's parts and attribute values in the shape the incompatibility table reads. */
function choicesOf(shirt: ShirtView) {
  return {
    parts: new Map(shirt.parts.map((part) => [part.partId, part.categoryId])),
    attributes: new Map(
      Object.entries(shirt.attributes).map(([attributeId, value]) => [
        attributeId,
        {
          partId: 0,
          attributeId: Number(attributeId),
          valueId: Number(String(value).split('$$')[0]),
          text: null,
        },
      ]),
    ),
  }
}

/** The name of what rules an option out: a part ('Kurzarm') or an attribute's value ('Kragenstäbchen: Eingenäht'). */
function conditionName(categories: DesignerCategory[], when: Condition): string {
  for (const part of categories.flatMap((category) => category.parts)) {
    if ('partId' in when) {
      if (part.partId === when.partId) return part.name
      continue
    }
    const attribute = part.attributes.find((candidate) => candidate.attrId === when.attributeId)
    const value = attribute?.values.find((candidate) => candidate.valueId === when.valueId)
    if (attribute && value) return `${attribute.name}: ${value.name}`
  }
  return ''
}

export function DesignerPanel({
  categories,
  shirt,
  busy,
  fabrics,
  actions,
}: {
  categories: DesignerCategory[]
  shirt: ShirtView
  busy: boolean
  fabrics: { fabrics: FabricListItem[]; pages: number }
  actions: Actions
}) {
  const { t } = useTranslation()
  const byId = new Map(categories.map((category) => [category.categoryId, category]))
  const tabs = order.filter((key) => key === 'monogram' || byId.has(key))
  const [active, setActive] = useState<number | 'monogram'>(0)
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const chosen = new Set(shirt.parts.map((part) => part.partId))
  const hemPart = shirt.parts.find((part) => part.categoryId === 6)?.partId ?? gate.partId
  const gateOpen = Number(shirt.attributes[String(gate.attributeId)]) === gate.open
  const choices = choicesOf(shirt)
  // Options the design cannot take as it stands (core/shirts/compatibility.ts): not offered, and
  // the page says why, so an option is never missing without a word.
  const excluded = excludedParts(choices)
  const offered = (parts: DesignerPart[]) => parts.filter((part) => !excluded.has(part.partId))

  function unavailableNote(parts: DesignerPart[]) {
    const hidden = parts.filter((part) => excluded.has(part.partId))
    if (hidden.length === 0) return null
    return (
      <ul className="space-y-1 text-sm text-ink-soft" data-unavailable>
        {hidden.map((part) => {
          const when = excluded.get(part.partId) as Condition
          return (
            <li key={part.partId}>
              {t('designer.unavailable', { option: part.name, cause: conditionName(categories, when) })}
            </li>
          )
        })}
      </ul>
    )
  }

  const label = (key: number | 'monogram') =>
    key === 'monogram' ? t('designer.monogramTab') : (byId.get(key)?.name ?? String(key))

  function onKeyDown(event: KeyboardEvent, index: number) {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0
    if (!step && event.key !== 'Home' && event.key !== 'End') return
    event.preventDefault()
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? tabs.length - 1
          : (index + step + tabs.length) % tabs.length
    setActive(tabs[next] as number | 'monogram')
    tabRefs.current[next]?.focus()
  }

  function partEditors(category: DesignerCategory) {
    return category.parts
      .filter((part) => chosen.has(part.partId))
      .flatMap((part) =>
        part.attributes
          .filter((attribute) => attribute.type !== 'text' && attribute.attrId !== gate.attributeId)
          .map((attribute) => (
            <AttributeEditor
              key={`${part.partId}-${attribute.attrId}`}
              attribute={attribute}
              value={
                shirt.specs[String(category.categoryId)]?.[String(part.partId)]
                  ? (shirt.attributes[String(attribute.attrId)] as number | string | undefined)
                  : undefined
              }
              disabled={busy}
              onChange={(valueId) =>
                actions.chooseAttribute(category.categoryId, part.partId, attribute.attrId, valueId, {
                  category: attribute.name,
                  option: attribute.values.find((value) => value.valueId === valueId)?.name ?? '',
                })
              }
            />
          )),
      )
  }

  function panel() {
    if (active === 0) {
      return (
        <FabricPicker
          initial={fabrics}
          currentId={shirt.fabricId}
          disabled={busy}
          onChoose={(fabricId, name) => actions.chooseFabric(fabricId, { category: label(0), option: name })}
        />
      )
    }
    if (active === 'monogram') {
      const embroidery = byId.get(10)
      return (
        <div className="space-y-4">
          <label className="flex min-h-11 items-center gap-3 font-medium">
            <input
              type="checkbox"
              className="h-5 w-5 accent-ink"
              checked={gateOpen}
              aria-disabled={busy || undefined}
              onChange={(event) =>
                actions.chooseAttribute(
                  6,
                  hemPart,
                  gate.attributeId,
                  event.target.checked ? gate.open : gate.closed,
                  {
                    category: t('designer.monogramTab'),
                    option: t(event.target.checked ? 'designer.monogramToggle' : 'designer.said.noMonogram'),
                  },
                )
              }
            />
            {t('designer.monogramToggle')}
          </label>
          {!gateOpen ? <p className="text-sm text-ink-soft">{t('designer.gatedNote')}</p> : null}
          {gateOpen && embroidery ? (
            <>
              <h3 className="text-lg">{t('designer.monogramPosition')}</h3>
              <OptionGrid
                category={embroidery}
                parts={offered(embroidery.parts)}
                chosenIds={chosen}
                disabled={busy}
                onChoose={(part, selected) =>
                  actions.choosePart(
                    10,
                    part.partId,
                    { category: t('designer.monogramTab'), option: part.name },
                    selected,
                  )
                }
              />
              {unavailableNote(embroidery.parts)}
              {embroidery.parts
                .filter((part) => chosen.has(part.partId))
                .map((part) => (
                  <div key={part.partId} className="space-y-3 rounded-sm border border-chalk p-4">
                    <h4 className="font-semibold">{part.name}</h4>
                    <MonogramEditor
                      value={String(
                        shirt.specs['10']?.[String(part.partId)]
                          ? ((
                              shirt.specs['10'][String(part.partId)] as {
                                attributes: Record<string, { valueName: string }>
                              }
                            ).attributes['520']?.valueName ?? '')
                          : '',
                      )}
                      disabled={busy}
                      onApply={(text) =>
                        actions.chooseAttribute(10, part.partId, 520, `230$$${text}`, {
                          category: part.name,
                          option: text,
                        })
                      }
                    />
                    {part.attributes
                      .filter((attribute) => attribute.type !== 'text')
                      .map((attribute) =>
                        attribute.attrId === 523
                          ? {
                              ...attribute,
                              values: attribute.values.filter(
                                (value) =>
                                  isPositionOfPart(part.partId, value.valueId) &&
                                  !isValueExcluded(choices, attribute.attrId, value.valueId),
                              ),
                            }
                          : attribute,
                      )
                      .filter((attribute) => attribute.values.length > 1)
                      .map((attribute) => (
                        <AttributeEditor
                          key={attribute.attrId}
                          attribute={attribute}
                          value={
                            (
                              shirt.specs['10']?.[String(part.partId)] as
                                | { attributes: Record<string, { valueId: number }> }
                                | undefined
                            )?.attributes[String(attribute.attrId)]?.valueId
                          }
                          disabled={busy}
                          onChange={(valueId) =>
                            actions.chooseAttribute(10, part.partId, attribute.attrId, valueId, {
                              category: attribute.name,
                              option: attribute.values.find((value) => value.valueId === valueId)?.name ?? '',
                            })
                          }
                        />
                      ))}
                  </div>
                ))}
            </>
          ) : null}
        </div>
      )
    }
    const category = byId.get(active)
    if (!category) return null
    return (
      <div className="space-y-4">
        <OptionGrid
          category={category}
          parts={offered(category.parts.filter((part) => !part.gated))}
          chosenIds={chosen}
          disabled={busy}
          onChoose={(part, selected) =>
            actions.choosePart(
              category.categoryId,
              part.partId,
              { category: category.name, option: part.name },
              selected,
            )
          }
        />
        {unavailableNote(category.parts)}
        {partEditors(category)}
      </div>
    )
  }

  return (
    <div className="min-w-0">
      <div
        role="tablist"
        aria-label={t('designer.categoriesLabel')}
        className="-mx-1 mb-5 flex gap-1 overflow-x-auto pb-2 lg:flex-wrap lg:overflow-visible"
      >
        {tabs.map((key, index) => (
          <button
            key={key}
            ref={(element) => {
              tabRefs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`tab-${key}`}
            aria-selected={active === key}
            aria-controls="designer-options"
            tabIndex={active === key ? 0 : -1}
            onClick={() => setActive(key)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`min-h-11 shrink-0 whitespace-nowrap rounded-full border px-4 text-sm ${active === key ? 'border-ink bg-ink text-paper' : 'border-chalk hover:bg-linen'}`}
          >
            {label(key)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="designer-options" aria-labelledby={`tab-${active}`} aria-busy={busy}>
        <h2 className="mb-3 text-2xl">{t('designer.optionsFor', { category: label(active) })}</h2>
        {panel()}
      </div>
    </div>
  )
}
