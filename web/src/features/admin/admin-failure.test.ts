import { describe, expect, test } from 'bun:test'
import { ApiError } from '../../lib/api'
import { inWords } from './admin-failure'

describe("a dashboard toast's words", () => {
  test("the server's message without its code; a validator's words or a bare code never", () => {
    expect(inWords(new ApiError(409, 'A sermon already uses this video'))).toBe('A sermon already uses this video')
    expect(inWords(new ApiError(422, 'Invalid type: Expected string but received Array'))).toBe('An error occurred')
    expect(inWords(new Error('422: Invalid type: Expected string but received Array'))).toBe('An error occurred')
    expect(inWords(new ApiError(500, 'Internal Server Error'))).toBe(
      'Something went wrong on the server, so nothing was changed. Try again in a moment.',
    )
  })
})
