import { describe, expect, test } from 'bun:test'
import { renderToStaticMarkup } from 'react-dom/server'
import { ApiError } from '../lib/api'
import { ListLoadError } from './page-states'

const shown = (error: Error) =>
  renderToStaticMarkup(<ListLoadError title="We couldn't load sermons" error={error} retry={() => {}} retrying={false} />)

describe("a public list's failure card", () => {
  test("shows the server's words, never a status code or a validator's words", () => {
    const refused = shown(new ApiError(422, 'Invalid type: Expected string but received Array'))
    expect(refused).toContain('We couldn&#x27;t load sermons')
    expect(refused).toContain('Please try again in a moment.')
    expect(refused).not.toMatch(/422|Invalid type|received Array/)
    const ours = shown(new ApiError(422, 'Search must be at most 200 characters'))
    expect(ours).toContain('Search must be at most 200 characters')
    expect(ours).not.toContain('422')
  })
})
