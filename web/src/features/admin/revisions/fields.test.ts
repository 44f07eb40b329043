import { describe, expect, test } from 'bun:test'
import { compareVersions, fieldsOf, valueWords } from './fields'

describe('the History compares two versions in the dialogs’ words', () => {
  test('a sermon: changed fields marked, labels as the dialog has them, dates in words', () => {
    const compared = compareVersions(
      'sermon',
      { title: 'Easter Sunday', date: '2026-04-05', speaker: 'Mark', tags: ['hope'], id: 'a', updatedAt: 'x' },
      { title: 'Easter Day', date: '2026-04-05', speaker: 'Mark', tags: ['hope', 'joy'], id: 'a', updatedAt: 'y' },
    )
    const changed = compared.filter((f) => f.changed)
    expect(changed.map((f) => [f.label, f.older, f.newer])).toEqual([
      ['Title', 'Easter Sunday', 'Easter Day'],
      ['Tags', 'hope', 'hope, joy'],
    ])
    expect(compared.find((f) => f.field === 'date')).toMatchObject({ label: 'Date', older: 'Sunday, April 5, 2026', changed: false })
    // Bookkeeping (id, when it was saved) is never a field staff compare.
    expect(compared.map((f) => f.field)).not.toContain('updatedAt')
  })

  test('a list item takes its list’s words; times, flags and empties read plainly', () => {
    expect(fieldsOf('page-item', { list: 'faq' }).map(([, label]) => label)).toEqual(['Question', 'Answer'])
    expect(valueWords('event', 'startTime', '18:30')).toBe('6:30 PM')
    expect(valueWords('event', 'isRecurring', true)).toBe('Yes')
    expect(valueWords('event', 'location', null)).toBe('')
    expect(valueWords('service-time', 'role', 'main')).toBe('The main Sunday service')
  })
})
