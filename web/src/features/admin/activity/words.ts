import { isStaffRole, ROLE_WORDS } from '@church/api/lib/staff-roles'
import type { ActivityItem, ActivityKind } from '@church/api/models/activity'

/** The kinds of change the Activity tab filters by, in the words staff read. */
export const KIND_WORDS: Record<ActivityKind, string> = {
  create: 'Added',
  edit: 'Edited',
  publish: 'Published',
  delete: 'Deleted',
  restore: 'Restored',
  status: 'Status changed',
  import: 'Bulk import or update',
  clear: 'Clear All',
  send: 'Newsletter sent',
  backup: 'Backup taken',
  settings: 'Settings changed',
  role: 'Role changed',
  'sign-in': 'Signed in',
}

/** One record of each part of the site, as a sentence names it ('the sermon'), and several ('sermons'). */
const AREA_WORDS: Record<ActivityItem['area'], { one: string; many: string }> = {
  sermons: { one: 'the sermon', many: 'sermons' },
  events: { one: 'the event', many: 'events' },
  pages: { one: 'the page', many: 'pages' },
  news: { one: 'the news post', many: 'news posts' },
  'sunday-services': { one: 'the Sunday service', many: 'Sunday services' },
  'live-streams': { one: 'the live stream', many: 'live streams' },
  featured: { one: 'the featured item', many: 'featured items' },
  church: { one: 'in Church facts', many: 'church facts' },
  pictures: { one: 'the picture', many: 'pictures' },
  messages: { one: 'the message from', many: 'messages' },
  requests: { one: 'the visit request from', many: 'visit requests' },
  newsletter: { one: 'the newsletter', many: 'newsletters' },
  settings: { one: 'the settings', many: 'settings' },
  users: { one: 'the account of', many: 'accounts' },
  backups: { one: 'the backup', many: 'backups' },
  youtube: { one: 'the YouTube playlist', many: 'YouTube playlists' },
  email: { one: 'the email settings', many: 'email settings' },
  prayer: { one: 'the prayer request', many: 'prayer requests' },
}

/** Field names staff would not guess from the code's spelling. */
const FIELD_WORDS: Record<string, string> = {
  youtubeUrl: 'YouTube link',
  audioUrl: 'audio link',
  thumbnailUrl: 'picture',
  photoUrl: 'photo',
  imageUrl: 'picture',
  slug: 'address',
  logoUrl: 'logo',
  smtpPassword: 'email password',
  smtpUser: 'email user name',
  smtpHost: 'email server',
  smtpPort: 'email server port',
  smtpSecure: 'email encryption',
  isLive: 'live',
  isActive: 'shown',
  isRecurring: 'repeats',
  recurrenceRule: 'repeat rule',
  keepDaily: 'daily backups kept',
  keepWeekly: 'weekly backups kept',
  playlistId: 'playlist',
  alt: 'description',
  // A rich text's document and its plain words are one field to staff (decision 0052).
  descriptionDoc: 'description',
  footerAbout: 'footer text',
  footerAboutDoc: 'footer text',
  focusX: 'focus',
  focusY: 'focus',
  'kids-church': 'Kids Church',
  'kids-safety': 'Kids Church safety',
  'what-we-believe': 'What We Believe',
  'creed-why': 'why we say the creed',
}

/** 'startTime' → 'start time'; 'date 2026-12-13' stays as it is. */
export const fieldWords = (field: string) =>
  FIELD_WORDS[field] ??
  field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/-/g, ' ')
    .toLowerCase()

/** The fields an edit changed, each once, in words: 'title, date'. */
export const changedWords = (line: Pick<ActivityItem, 'changes'>) => [...new Set(line.changes.map((c) => fieldWords(c.field)))].join(', ')

const quoted = (title: string) => (title ? `‘${title}’` : '')
const role = (value: string | null | undefined) => (isStaffRole(value) ? ROLE_WORDS[value].name : 'no role')
const count = (n: number | null) => (n ?? 0).toLocaleString('en-US')

/** Who did it: their name, else their email, as they were then. */
export const whoWords = (line: Pick<ActivityItem, 'whoName' | 'whoEmail'>) => line.whoName.trim() || line.whoEmail || 'Someone'

/**
 * What happened, after the person's name: 'edited the sermon ‘Easter Sunday’: title, date',
 * 'marked the message from ‘John Smith’ responded', 'changed the role of ‘Mary Jones’ from Editor to Admin'.
 */
export function whatWords(line: ActivityItem): string {
  const area = AREA_WORDS[line.area]
  const what = [area.one, quoted(line.title)].filter(Boolean).join(' ')
  const fields = changedWords(line)
  const status = line.changes.find((c) => c.field === 'status' || c.field === 'isLive')
  switch (line.kind) {
    case 'sign-in':
      return 'signed in'
    case 'create':
      return line.area === 'users' ? `added the account ${quoted(line.title)} (${role(line.changes[0]?.to)})` : `added ${what}`
    case 'edit':
      return fields ? `edited ${what}: ${fields}` : `edited ${what}`
    case 'publish':
      return `published ${what}`
    case 'delete':
      return line.area === 'users' ? `removed the account ${quoted(line.title)}` : `deleted ${what}`
    case 'restore':
      return (line.count ?? 1) > 1 ? `restored ${count(line.count)} ${area.many}` : `restored ${what}`
    case 'status':
      if (status?.field === 'isLive') return status.to === 'true' ? `marked ${what} live` : `marked ${what} no longer live`
      return `marked ${what} ${status?.to ?? 'with a new status'}`
    case 'import':
      return `added or updated ${count(line.count)} ${area.many} by bulk import`
    case 'clear':
      return `deleted all ${area.many} (${count(line.count)}) with Clear All`
    case 'send':
      // Emails to those registered for an event (decision 0058), or a newsletter.
      if (line.area === 'events') return `emailed ${count(line.count)} ${line.count === 1 ? 'person' : 'people'} registered for ${what}`
      return `sent the newsletter ${quoted(line.title)} to ${count(line.count)} ${line.count === 1 ? 'subscriber' : 'subscribers'}`
    case 'backup':
      return 'took a backup (Back up now)'
    case 'settings':
      return fields ? `changed ${line.area === 'settings' ? 'the settings' : what}: ${fields}` : `changed ${what}`
    case 'role': {
      const change = line.changes.find((c) => c.field === 'role')
      return `changed the role of ${quoted(line.title)} from ${role(change?.from)} to ${role(change?.to)}`
    }
  }
}

/** The whole line: 'Mary Jones edited the sermon ‘Easter Sunday’: title, date'. */
export const activitySentence = (line: ActivityItem) => `${whoWords(line)} ${whatWords(line)}`
