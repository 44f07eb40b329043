import { expect, test } from 'bun:test'
import { deletedWhen, entryName, kindWord, removalDay } from './words'

test('an entry is named by its title, or as a Clear All with its count', () => {
  expect(entryName({ kind: 'sermons', count: 1, title: 'Hope, peace and joy' })).toBe('Hope, peace and joy')
  expect(entryName({ kind: 'sermons', count: 152, title: '' })).toBe('All sermons (152)')
  expect(entryName({ kind: 'events', count: 1200, title: '' })).toBe('All events (1,200)')
  expect(entryName({ kind: 'sunday_services', count: 1, title: '2026-03-01' })).toBe('March 1, 2026')
  expect(entryName({ kind: 'featured_content', count: 1, title: ' ' })).toBe('(no title)')
  expect(kindWord('staff_members')).toBe('Staff member')
  expect(kindWord('something_new')).toBe('Item')
})

test("when, on the church's clock: the time a little after midnight UTC is still the evening before in Chicago", () => {
  expect(deletedWhen('2026-11-25T02:30:00.000Z', 'America/Chicago')).toBe('Nov 24, 2026, 8:30 PM CST')
  expect(removalDay('2026-12-25T02:30:00.000Z', 'America/Chicago')).toBe('December 24, 2026')
  expect(removalDay('not a date', 'America/Chicago')).toBe('not a date')
})
