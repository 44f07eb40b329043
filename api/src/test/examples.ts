/**
 * What a visitor or a staff member typically sends, written once for every test that needs one:
 * each function takes the fields a test changes on purpose. The values are ordinary, valid input.
 */

type Over = Record<string, unknown>

/** A contact form message (the Contact page). */
export const contactMessage = (over: Over = {}) => ({
  firstName: 'Ruth',
  lastName: 'Moabite',
  email: 'ruth@example.org',
  subject: 'Baptism',
  message: 'How do we arrange a baptism for our daughter?',
  ...over,
})

/** A Plan a Visit request. */
export const visitRequest = (over: Over = {}) => ({
  fullName: 'Boaz Bethlehem',
  email: 'boaz@example.org',
  phone: '(850) 555-0199',
  numberOfKids: '2',
  ...over,
})

/** A sermon as the Sermons tab saves it. */
export const sermon = (over: Over = {}) => ({
  title: 'The Good Shepherd',
  speaker: 'The Rev. Mark Ellis',
  date: '2026-04-26',
  scripture: 'John 10:1-18',
  series: 'Easter',
  youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  description: 'Jesus knows his sheep.',
  ...over,
})

/** A weekly series: a Bible study every Wednesday evening from Nov 4, 2026. */
export const wednesdayStudy = (over: Over = {}) => ({
  title: 'Wednesday Bible study',
  date: '2026-11-04',
  startTime: '18:30',
  endTime: '19:30',
  isRecurring: true,
  recurrenceRule: 'FREQ=WEEKLY;BYDAY=WE',
  ...over,
})
