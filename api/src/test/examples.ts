/**
 * What a visitor or a staff member typically sends, written once for every test that needs one:
 * each function takes the fields a test changes on purpose. The values are ordinary, valid input.
 */

type Over = Record<string, unknown>

/** A well-formed id that no record has. */
export const noSuchId = '00000000-0000-4000-8000-000000000000'

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

/** A Sunday service as the Sunday Services tab saves it. */
export const sundayService = (over: Over = {}) => ({
  date: '2026-05-03',
  time: '10:30 AM',
  location: 'Main sanctuary',
  youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  isLive: false,
  ...over,
})

/** A video on the home page, as the Featured tab saves it. */
export const featuredVideo = (over: Over = {}) => ({
  type: 'video',
  contentId: 'dQw4w9WgXcQ',
  youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  title: 'Welcome to St. Brigid’s',
  description: 'A short welcome from the rector.',
  isActive: true,
  ...over,
})

/** A service time on the church's list (the Church tab). */
export const serviceTime = (over: Over = {}) => ({
  name: 'Evensong',
  day: 'Sunday',
  time: '5:00 PM',
  place: 'The Nave',
  note: '',
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
