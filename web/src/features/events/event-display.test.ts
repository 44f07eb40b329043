import { describe, expect, test } from 'bun:test'
import { DEFAULT_EVENT_IMAGE, eventImageSrc, eventInquiryHref } from './event-display'

describe('eventInquiryHref', () => {
  test('mails the church with the event in the subject', () => {
    expect(eventInquiryHref('office@example.org', "Women's Bible Study")).toBe(
      "mailto:office@example.org?subject=Event%20Inquiry%3A%20Women's%20Bible%20Study",
    )
  })

  test('a title with & ? # stays inside the subject', () => {
    const href = eventInquiryHref('office@example.org', 'Fish & Chips? #1')
    const url = new URL(href)
    expect(url.searchParams.get('subject')).toBe('Event Inquiry: Fish & Chips? #1')
    expect([...url.searchParams.keys()]).toEqual(['subject'])
  })
})

describe('eventImageSrc', () => {
  test("the event's own image", () => {
    expect(eventImageSrc('https://example.org/a.jpg')).toBe('https://example.org/a.jpg')
    expect(eventImageSrc('/uploads/a.jpg')).toBe('/uploads/a.jpg')
  })

  test('the default photo when there is none', () => {
    expect(eventImageSrc('')).toBe(DEFAULT_EVENT_IMAGE)
    expect(eventImageSrc('   ')).toBe(DEFAULT_EVENT_IMAGE)
    expect(eventImageSrc(null)).toBe(DEFAULT_EVENT_IMAGE)
  })
})
