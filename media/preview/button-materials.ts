/**
 * Button parts 120–127 (docs/catalog-ids.md): colour and the finish that decides how the disc is
 * lit. Plastic shines, mother-of-pearl shimmers in soft rainbow tones, horn is mottled, corozo
 * (tagua nut) is matte with faint growth rings.
 */
export type ButtonFinish = 'gloss' | 'pearl' | 'horn' | 'matte'
export type ButtonMaterial = { hex: string; finish: ButtonFinish; accents: readonly string[] }

export const buttonMaterials: Readonly<Record<number, ButtonMaterial>> = {
  120: { hex: '#f3f1ec', finish: 'gloss', accents: [] },
  121: { hex: '#1f2a4a', finish: 'gloss', accents: [] },
  122: { hex: '#f2eee6', finish: 'pearl', accents: ['#f6d8e4', '#d4e4f6', '#d8f0e2'] },
  123: { hex: '#545a63', finish: 'pearl', accents: ['#7f6f98', '#5f8f98', '#8e9a78'] },
  124: { hex: '#6b4529', finish: 'horn', accents: ['#3a2313', '#a4784c'] },
  125: { hex: '#252425', finish: 'horn', accents: ['#0f0f10', '#4c4946'] },
  126: { hex: '#d7c7a4', finish: 'matte', accents: ['#c5b28b'] },
  127: { hex: '#9d9c97', finish: 'matte', accents: ['#8a8984'] },
}
