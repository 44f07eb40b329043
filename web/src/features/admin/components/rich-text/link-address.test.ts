import { describe, expect, test } from 'bun:test'
import { linkAddress, typedAddress } from './link-address'

describe("a link's address as staff type it", () => {
  test('web addresses, emails, phone numbers and pages of the site', () => {
    expect(linkAddress('https://example.org/a?b=1')).toBe('https://example.org/a?b=1')
    expect(linkAddress('  www.diocese.org/news ')).toBe('https://www.diocese.org/news')
    expect(linkAddress('example.org')).toBe('https://example.org')
    expect(linkAddress('office@example.org')).toBe('mailto:office@example.org')
    expect(linkAddress('+1 (555) 010-0100')).toBe('tel:+15550100100')
    expect(linkAddress('/plan-a-visit')).toBe('/plan-a-visit')
    expect(linkAddress('mailto:a@b.org')).toBe('mailto:a@b.org')
  })

  test('anything a page may not link to is refused', () => {
    for (const typed of [
      '',
      '  ',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      '//evil.example.org',
      'hello there',
      'vbscript:x',
      'java script:alert(1)',
    ])
      expect(linkAddress(typed)).toBeNull()
  })

  test('shown again as typed', () => {
    expect(typedAddress('mailto:office@example.org')).toBe('office@example.org')
    expect(typedAddress('tel:+15550100')).toBe('+15550100')
    expect(typedAddress('https://example.org')).toBe('https://example.org')
  })
})
