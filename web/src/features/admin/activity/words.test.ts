import { describe, expect, test } from 'bun:test'
import type { ActivityItem } from '@church/api/models/activity'
import { activitySentence } from './words'

const line = (over: Partial<ActivityItem>): ActivityItem => ({
  id: 'x',
  at: '2026-11-28T15:00:00Z',
  who: 'u',
  whoName: 'Mary Jones',
  whoEmail: 'mary@example.org',
  kind: 'edit',
  area: 'sermons',
  recordId: null,
  title: '',
  changes: [],
  count: null,
  ...over,
})

describe('the activity log in words', () => {
  test('each kind of change reads as a plain sentence', () => {
    expect(
      activitySentence(
        line({ title: 'Easter Sunday', changes: [{ field: 'title', from: 'Easter', to: 'Easter Sunday' }, { field: 'date' }] }),
      ),
    ).toBe('Mary Jones edited the sermon ‘Easter Sunday’: title, date')
    expect(activitySentence(line({ kind: 'create', area: 'events', title: 'Evensong' }))).toBe('Mary Jones added the event ‘Evensong’')
    expect(activitySentence(line({ kind: 'sign-in', area: 'users' }))).toBe('Mary Jones signed in')
    expect(
      activitySentence(
        line({ kind: 'status', area: 'messages', title: 'John Smith', changes: [{ field: 'status', from: 'new', to: 'responded' }] }),
      ),
    ).toBe('Mary Jones marked the message from ‘John Smith’ responded')
    expect(
      activitySentence(line({ kind: 'role', area: 'users', title: 'Paul', changes: [{ field: 'role', from: 'editor', to: 'admin' }] })),
    ).toBe('Mary Jones changed the role of ‘Paul’ from Editor to Admin')
    expect(activitySentence(line({ kind: 'clear', area: 'events', count: 12 }))).toBe('Mary Jones deleted all events (12) with Clear All')
    expect(
      activitySentence(line({ kind: 'settings', area: 'settings', changes: [{ field: 'churchName' }, { field: 'smtpPassword' }] })),
    ).toBe('Mary Jones changed the settings: church name, email password')
    expect(activitySentence(line({ kind: 'send', area: 'events', title: 'Harvest Supper', count: 12 }))).toBe(
      'Mary Jones emailed 12 people registered for the event ‘Harvest Supper’',
    )
    expect(activitySentence(line({ kind: 'send', area: 'newsletter', title: 'Advent', count: 1 }))).toBe(
      'Mary Jones sent the newsletter ‘Advent’ to 1 subscriber',
    )
  })

  test('a removed account is still named as it was; with no name, by email', () => {
    expect(activitySentence(line({ who: null, whoName: '', kind: 'delete', title: 'Lent' }))).toBe(
      'mary@example.org deleted the sermon ‘Lent’',
    )
  })
})
