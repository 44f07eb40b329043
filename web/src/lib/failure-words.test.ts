import { describe, expect, test } from 'bun:test'
import { ApiError } from './api'
import { failureWords, SERVER_TROUBLE } from './failure-words'

const FALLBACK = 'Please try again in a moment.'

describe('what a failed call says to a person', () => {
  test("the server's own message, in its words, without the status code", () => {
    expect(failureWords(new ApiError(422, 'Search must be at most 200 characters'), FALLBACK)).toBe('Search must be at most 200 characters')
    expect(failureWords(new ApiError(404, 'Sermon not found'), FALLBACK)).toBe('Sermon not found')
    expect(
      failureWords(new ApiError(503, 'The site is having trouble reaching its database. Please try again in a moment.'), FALLBACK),
    ).toBe('The site is having trouble reaching its database. Please try again in a moment.')
    expect(failureWords(new Error('The site could not be reached. Check your connection and try again.'), FALLBACK)).toBe(
      'The site could not be reached. Check your connection and try again.',
    )
  })

  test("never a validator's words, a status code, a reason phrase, JSON or a browser's message", () => {
    const notWords = [
      new ApiError(422, 'Invalid type: Expected string but received Array'),
      new ApiError(422, 'Invalid length: Expected <=200 but received 201'),
      new ApiError(422, 'Unprocessable Entity'),
      new ApiError(400, 'Bad Request'),
      new ApiError(422, '{"type":"validation","on":"query"}'),
      new ApiError(502, '<html><body>Bad Gateway</body></html>'),
      new ApiError(422, 'x'.repeat(301)),
      new ApiError(422, ''),
      new Error('422: Invalid type: Expected string but received Array'),
      new TypeError('Failed to fetch'),
      new TypeError("Cannot read properties of undefined (reading 'items')"),
      new Error('JSON Parse error: Unexpected identifier "Bad"'),
      'a string thrown',
      undefined,
    ]
    for (const error of notWords) {
      const said = failureWords(error, FALLBACK)
      expect({ error: String(error), said }).toEqual({ error: String(error), said: said === SERVER_TROUBLE ? SERVER_TROUBLE : FALLBACK })
      expect(said).not.toMatch(/\d{3}|Invalid|Expected|received|Entity|Request/)
    }
  })

  test('a server failure without words of its own says the server failed', () => {
    expect(failureWords(new ApiError(500, 'Internal Server Error'), FALLBACK)).toBe(SERVER_TROUBLE)
    expect(failureWords(new ApiError(502, '<html>Bad Gateway</html>'), FALLBACK)).toBe(SERVER_TROUBLE)
    expect(failureWords(new ApiError(422, 'Unprocessable Entity'), FALLBACK)).toBe(FALLBACK)
  })
})
