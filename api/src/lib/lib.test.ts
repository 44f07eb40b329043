import { describe, expect, test } from 'bun:test'
import { isWebUrl, parseDateInput, parseTimeInput } from './fields'
import { escapeHtml } from './html'
import { embedUrl, youtubeVideoId } from './video'

describe('reading times', () => {
  test.each([
    ['10:30', '10:30'],
    ['7:00 PM', '19:00'],
    ['7pm', '19:00'],
    ['10:30 a.m.', '10:30'],
    ['12:00 AM', '00:00'],
    ['12:15 pm', '12:15'],
    ['19:00:00', '19:00'],
  ])('%s → %s', (input, expected) => expect(parseTimeInput(input)).toBe(expected))
  test.each(['25:00', '13:00 PM', '7', '10:60', 'noon', ''])('%s is not a time', (input) => expect(parseTimeInput(input)).toBeNull())
})

describe('reading dates', () => {
  test('ISO and US spreadsheet spellings', () => {
    for (const typed of ['2026-03-01', '3/1/2026', '03/01/26']) expect(parseDateInput(typed)).toBe('2026-03-01')
  })
  test('impossible dates are refused', () => {
    for (const bad of ['2026-02-30', '13/1/2026', '2026-3-1', 'yesterday']) expect(parseDateInput(bad)).toBeNull()
  })
})

describe('links', () => {
  test('only http and https count as web addresses', () => {
    expect(isWebUrl('https://example.org/x')).toBe(true)
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://x', '//evil.example', 'http://']) expect(isWebUrl(bad)).toBe(false)
  })
  test('user text is escaped for HTML', () => {
    expect(escapeHtml(`<script>"x" & 'y'</script>`)).toBe('&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;')
  })
})

describe('YouTube links', () => {
  test.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/live/dQw4w9WgXcQ?feature=shared',
    'https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'youtube.com/watch?v=dQw4w9WgXcQ',
    'dQw4w9WgXcQ',
  ])('%s has the video id', (url) => expect(youtubeVideoId(url)).toBe('dQw4w9WgXcQ'))
  test('other links have none', () => {
    for (const url of ['https://vimeo.com/123', 'https://www.youtube.com/watch?v=short', 'https://evil.example/watch?v=dQw4w9WgXcQ', ''])
      expect(youtubeVideoId(url)).toBeNull()
  })
  test('embed URLs turn related videos off; other URLs are kept as given', () => {
    expect(embedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0&modestbranding=1')
    expect(embedUrl('https://youtu.be/dQw4w9WgXcQ', { autoplay: true, mute: true, loop: true })).toContain('loop=1&playlist=dQw4w9WgXcQ')
    expect(embedUrl('https://player.vimeo.com/video/1')).toBe('https://player.vimeo.com/video/1')
  })
})
