/**
 * `bun run dev`: the first-admin setup link a developer sees is on the web port, where the dashboard is
 * (the API's own port answers /admin with 'Not found').
 */
import { describe, expect, test } from 'bun:test'
import { setupLinkUrl } from '../api/src/modules/accounts/service'
import { setupLinkOnWebOrigin } from './lib'

describe('the setup link bun run dev prints', () => {
  const web = 'http://localhost:5173'

  test("the API's setup line points at the web port", () => {
    // As api/src/server.ts prints it, with the API's own address (no PUBLIC_URL, no saved Site Address).
    const line = `  ${setupLinkUrl('http://localhost:3000', 'abc_DEF-123')}`
    expect(setupLinkOnWebOrigin(line, web)).toBe('  http://localhost:5173/api/account/setup/abc_DEF-123')
    expect(setupLinkOnWebOrigin(line, web)).not.toContain(':3000')
  })

  test('a saved Site Address is replaced too: in development the page to open is the web port', () => {
    const line = setupLinkUrl('https://church.example.org', 'tok')
    expect(setupLinkOnWebOrigin(line, web)).toBe('http://localhost:5173/api/account/setup/tok')
  })

  test('other lines pass through unchanged', () => {
    for (const line of ['Listening on http://localhost:3000', 'GET http://localhost:3000/api/health 200', '']) {
      expect(setupLinkOnWebOrigin(line, web)).toBe(line)
    }
  })
})
