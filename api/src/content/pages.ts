/**
 * The public pages that are not records: their addresses, and the title and description search
 * engines and link previews show. Shared by the server-rendered heads and the sitemap; the web's
 * About tabs read their sections from here.
 */

import { dayWords } from '../lib/dates'

export const ABOUT_SECTIONS = [
  { id: 'staff', label: 'Staff' },
  { id: 'music', label: 'Music' },
  { id: 'kids-church', label: 'Kids Church' },
  { id: 'what-we-believe', label: 'What We Believe' },
] as const

export type PageText = { title: string; description: string }

/**
 * The title of a page, the same in the server-rendered head and in the app's tab: 'Title | Church',
 * the home page 'Church | tagline'.
 */
export function pageTitle(church: { churchName: string; tagline: string }, title?: string): string {
  if (title) return `${title} | ${church.churchName}`
  return church.tagline ? `${church.churchName} | ${church.tagline}` : church.churchName
}

/** A public page's title and the description search engines and link previews show. */
const page = (title: string, description: string): PageText => ({ title, description })

/** `{church}` is replaced by the church's name, `{sunday}` by the main service's time ('10:30 AM', Church tab). Titles are shown as 'Title | Church'. */
export const PUBLIC_PAGES: Record<string, PageText> = {
  '/about': page('About Us', 'Meet the clergy and staff of {church}, our music, Kids Church and what we believe.'),
  '/about/staff': page('Our Staff', 'Meet the clergy and staff of {church}.'),
  '/about/music': page('Music', 'Music and worship at {church}: choir, hymns and how to join in.'),
  '/about/kids-church': page('Kids Church', 'Nursery and Kids Church up to 3rd grade at {church}: children are always welcome.'),
  '/about/what-we-believe': page('What We Believe', 'The historic Christian faith as {church} holds it, in the Anglican tradition.'),
  '/events': page('Events', 'Upcoming events, Bible studies and gatherings at {church}.'),
  '/sermons': page('Sermons', 'Watch and listen to sermons from {church}: search by speaker, series or scripture.'),
  '/news': page('News', 'News from {church}: announcements, letters from the clergy and what is coming up.'),
  '/live-streams': page('Live Streams', 'Watch Sunday worship from {church} live, or catch up on past services.'),
  '/contact': page('Contact Us', 'Send {church} a message, or find our address, phone and service times.'),
  '/plan-a-visit': page('Plan a Visit', 'Planning your first visit to {church}? What to expect on Sunday at {sunday}, and a warm welcome.'),
  '/give': page('Give', 'Support the ministry of {church} with a gift online or in person.'),
  '/offering': page('Offering', 'Give your offering to {church} online.'),
}

/**
 * The title of one date's page of a series: 'Wednesday Bible study, Thu, Dec 3', or 'Cancelled:
 * Wednesday Bible study, Wed, Nov 25'. The server's head and the tab's title both read it.
 */
export function eventDateTitle(eventTitle: string, occurrence: { date: string; cancelled: boolean }): string {
  return `${occurrence.cancelled ? 'Cancelled: ' : ''}${eventTitle}, ${dayWords(occurrence.date, false)}`
}
