import { describe, expect, test } from 'bun:test'
import { sendKeys } from './send-key'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('the key a visitor form is sent with', () => {
  test('sent again as it was, the same key; changed, a new one', () => {
    const keys = sendKeys()
    const first = keys.for({ subject: 'Baptism', message: 'When?' })
    expect(first).toMatch(UUID)
    expect(keys.for({ subject: 'Baptism', message: 'When?' })).toBe(first)
    const edited = keys.for({ subject: 'Baptism', message: 'When, please?' })
    expect(edited).not.toBe(first)
    expect(edited).toMatch(UUID)
  })

  test('once the form was received, the same words are a new form', () => {
    const keys = sendKeys()
    const first = keys.for({ message: 'Thank you' })
    keys.received()
    expect(keys.for({ message: 'Thank you' })).not.toBe(first)
  })

  test('without crypto.randomUUID (a page on plain http), still a random version 4 UUID', () => {
    const randomUUID = crypto.randomUUID
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      const keys = sendKeys()
      const made = new Set([1, 2, 3].map((n) => keys.for({ n })))
      expect(made.size).toBe(3)
      for (const key of made) expect(key).toMatch(UUID)
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true })
    }
  })
})
