import { describe, expect, it } from 'vitest'
import { parseLayerName } from './layer-names.ts'

describe('parseLayerName', () => {
  it.each([
    ['fabric', 'body-12.png', { folder: 'fabric', kind: 'body', partId: null, inside: false, fabricId: 12 }],
    ['fabric', 'back-41-12.png', { folder: 'fabric', kind: 'back', partId: 41, inside: false, fabricId: 12 }],
    [
      'fabric',
      'collar-band-3-12.png',
      { folder: 'fabric', kind: 'collar-band', partId: 3, inside: false, fabricId: 12 },
    ],
    [
      'fabric',
      'cuff-14-inside-1001.png',
      { folder: 'fabric', kind: 'cuff', partId: 14, inside: true, fabricId: 1001 },
    ],
    [
      'fabric',
      'body-12_v3.png',
      { folder: 'fabric', kind: 'body', partId: null, inside: false, fabricId: 12 },
    ],
    [
      'fabric',
      'collar-4-inside-1001_v12.png',
      { folder: 'fabric', kind: 'collar', partId: 4, inside: true, fabricId: 1001 },
    ],
    ['shade', 'body.png', { folder: 'shade', kind: 'body', partId: null }],
    ['shade', 'pocket-63.png', { folder: 'shade', kind: 'pocket', partId: 63 }],
    [
      'buttons',
      '122-p70-c4-k11.png',
      { folder: 'buttons', buttonPartId: 122, placket: 70, collar: 4, cuff: 11 },
    ],
    ['yarn', '305-p72-c10-k16.png', { folder: 'yarn', yarnId: 305, placket: 72, collar: 10, cuff: 16 }],
    ['stitch', '308-c1-k14.png', { folder: 'stitch', yarnId: 308, collar: 1, cuff: 14 }],
    [
      'monogram',
      '3f1c2a9e-7b4d-4e8a-9c21-5d6e7f809a1b-9f8e7d6c.png',
      { folder: 'monogram', previewKey: '3f1c2a9e-7b4d-4e8a-9c21-5d6e7f809a1b', hash: '9f8e7d6c' },
    ],
  ])('reads %s/%s', (folder, name, expected) => {
    expect(parseLayerName(folder, name)).toEqual(expected)
  })

  it.each([
    ['fabric', '../etc'],
    ['fabric', 'body-12_v0.png'],
    ['fabric', 'body-12_v.png'],
    ['fabric', 'body-12_v3_v4.png'],
    ['fabric', '../../etc/passwd'],
    ['..', 'body-1.png'],
    ['fabric/..', 'body-1.png'],
    ['fabric', 'collar-99-1001.png'],
    ['fabric', 'body-abc.png'],
    ['fabric', 'body-1.png '],
    ['fabric', ' body-1.png'],
    ['fabric', 'body-1.png?x=1'],
    ['fabric', 'body-1.png.png'],
    ['fabric', 'body-1.PNG'],
    ['fabric', 'BODY-1.png'],
    ['fabric', 'body-01.png'],
    ['fabric', 'body-1-2.png'],
    ['fabric', 'body-inside-2.png'],
    ['fabric', 'pocket-60-1.png'],
    ['fabric', 'pocket-61-inside-1.png'],
    ['fabric', 'placket-72-1.png'],
    ['fabric', 'cuff-17-1.png'],
    ['fabric', 'cuff-11.png'],
    ['fabric', 'back-44-1.png'],
    ['fabric', 'collar-1-0.png'],
    ['fabric', 'collar-1-1234567890.png'],
    ['shade', 'body-1.png'],
    ['shade', 'collar.png'],
    ['buttons', '119-p70-c1-k11.png'],
    ['buttons', '120-p73-c1-k11.png'],
    ['buttons', '120-p70-c11-k11.png'],
    ['buttons', '120-p70-c1-k17.png'],
    ['buttons', '120-p70-c1-k11.png/'],
    ['yarn', '299-p70-c1-k11.png'],
    ['yarn', '316-p70-c1-k11.png'],
    ['stitch', '305-p70-c1-k11.png'],
    ['monogram', '0-abcdef.png'],
    // A serial id no longer names a monogram: only the random preview key does.
    ['monogram', '17-9f8e7d6c.png'],
    ['monogram', 'Z1c2a9e-7b4d-4e8a-9c21-5d6e7f809a1b-abcdef.png'],
    ['monogram', '12-../x.png'],
    ['monogram', '12-ab.png'],
    ['monogram', '12-abcdef.png\n'],
    ['general', 'body-1.png'],
    ['__proto__', 'body-1.png'],
  ])('refuses %s/%s', (folder, name) => {
    expect(parseLayerName(folder, name)).toBeNull()
  })
})
