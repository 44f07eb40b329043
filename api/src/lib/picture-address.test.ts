import { describe, expect, test } from 'bun:test'
import { addressPath, pictureWordsOf, readPictureAddress, srcsetOf, widthsFor, withWords } from './picture-address'

const ADDRESS = '/uploads/0b5c2f9e-3d1a-4c8e-9f6b-2a7d4e1c8b90_4032x3024_a1b2c3_1920.jpg'

describe('a picture address', () => {
  test('says its shape, colour and widths, never wider than the picture', () => {
    const picture = readPictureAddress(ADDRESS)
    expect(picture).toMatchObject({ width: 4032, height: 3024, colour: '#a1b2c3', widths: [320, 640, 960, 1280, 1920], fallback: 'jpg' })
    expect(widthsFor(700)).toEqual([320, 640, 700])
    expect(widthsFor(200)).toEqual([200])
    if (!picture) throw new Error('not read')
    expect(srcsetOf(picture, 'avif')).toStartWith('/uploads/0b5c2f9e-3d1a-4c8e-9f6b-2a7d4e1c8b90_4032x3024_a1b2c3_320.avif 320w, ')
  })

  test('anything else is not one: a web address, an old upload, a largest width that does not match', () => {
    expect(readPictureAddress('https://example.org/photo.jpg')).toBeNull()
    expect(readPictureAddress('/uploads/0b5c2f9e-3d1a-4c8e-9f6b-2a7d4e1c8b90.jpg')).toBeNull()
    expect(readPictureAddress(ADDRESS.replace('_1920.jpg', '_1280.jpg'))).toBeNull()
  })

  test('carries what the picture shows and its focus after #, a comma, quotes and accents included', () => {
    const alt = 'Père Ruth, at the “lectern” & font'
    const said = withWords(ADDRESS, { alt, focusX: 30, focusY: 20 })
    expect(addressPath(said)).toBe(ADDRESS)
    expect(said).not.toContain(' ')
    expect(pictureWordsOf(said)).toEqual({ alt, focusX: 30, focusY: 20 })
    expect(readPictureAddress(said)).toMatchObject({ width: 4032, alt, focusX: 30, focusY: 20 })
    // Nothing to say: the bare address; words changed again replace the old ones.
    expect(withWords(said, { alt: '', focusX: 50, focusY: 50 })).toBe(ADDRESS)
    expect(pictureWordsOf(withWords(said, { alt: 'Lilies', focusX: 50, focusY: 50 }))).toEqual({ alt: 'Lilies', focusX: 50, focusY: 50 })
  })

  test('words that do not make sense are read as none', () => {
    expect(pictureWordsOf(`${ADDRESS}#focus=500,-3`)).toEqual({ alt: '', focusX: 50, focusY: 50 })
    expect(pictureWordsOf(`${ADDRESS}#focus=a,b&alt=${'x'.repeat(400)}`).alt).toHaveLength(250)
  })
})
