import { describe, expect, test } from 'bun:test'
import { mapLinks } from './map-links'

describe('mapLinks', () => {
  const links = mapLinks(' 123 Church Street, Santa Rosa Beach, FL 32459 ')

  test('every link carries the encoded, trimmed address', () => {
    const encoded = '123%20Church%20Street%2C%20Santa%20Rosa%20Beach%2C%20FL%2032459'
    expect(links.embed).toBe(`https://www.google.com/maps?q=${encoded}&output=embed`)
    expect(links.directions).toBe(`https://www.google.com/maps/dir/?api=1&destination=${encoded}`)
    expect(links.googleMaps).toBe(`https://www.google.com/maps/search/?api=1&query=${encoded}`)
    expect(links.appleMaps).toBe(`https://maps.apple.com/?q=${encoded}`)
  })

  test('an address with & or # cannot add parameters', () => {
    const url = new URL(mapLinks('Hall A & B #2').appleMaps)
    expect(url.searchParams.get('q')).toBe('Hall A & B #2')
    expect(url.hash).toBe('')
  })
})
