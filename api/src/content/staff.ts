/** The church's four senior leaders as first put in the database (migration 0005; staff then edit them in the Church tab) and the demo seed's sermon speakers. Pure data. */

export type StaffRole = 'rector' | 'associate-priest' | 'music' | 'children-families'

export interface StaffMember {
  /** Stable key for lookups and list keys. */
  role: StaffRole
  /** Full name as shown on the site and as a sermon's speaker. */
  name: string
  title: string
  bio: string
  email: string
  /** A portrait URL; '' when there is none (the web shows initials). */
  photoUrl: string
  /** Ordained clergy who preach on Sundays. */
  isClergy: boolean
}

export const STAFF: readonly StaffMember[] = [
  {
    role: 'rector',
    name: 'The Rev. Canon David Whitfield',
    title: 'Rector',
    bio: 'Father David has shepherded our parish since its planting, and loves nothing more than opening the Scriptures, sharing a meal, and walking the beach with anyone who wants to talk about Jesus.',
    email: 'david.whitfield@anglicansrb.org',
    photoUrl: '',
    isClergy: true,
  },
  {
    role: 'associate-priest',
    name: 'The Rev. Michael Torres',
    title: 'Associate Priest',
    bio: 'Father Michael oversees pastoral care and small groups, and is glad to pray with you, visit you in the hospital, or meet you for coffee on 30A.',
    email: 'michael.torres@anglicansrb.org',
    photoUrl: '',
    isClergy: true,
  },
  {
    role: 'music',
    name: 'Anna Beaumont',
    title: 'Minister of Music',
    bio: 'Anna leads our choir and worship musicians, weaving ancient hymns and new songs together so that the whole congregation can sing with one voice.',
    email: 'anna.beaumont@anglicansrb.org',
    photoUrl: '',
    isClergy: false,
  },
  {
    role: 'children-families',
    name: 'Katie Marsh',
    title: 'Minister for Children and Families',
    bio: "Katie runs our nursery and Kids' Church and helps parents pass on the faith at home, and she knows every child in the parish by name.",
    email: 'katie.marsh@anglicansrb.org',
    photoUrl: '',
    isClergy: false,
  },
]
