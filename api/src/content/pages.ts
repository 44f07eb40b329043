/**
 * The public pages that are not records: their addresses, and the title and description search
 * engines and link previews show. Shared by the server-rendered heads and the sitemap; the web's
 * About tabs read their sections from here.
 */

import { dayWords } from '../lib/dates'

export { ABOUT_SECTIONS } from './about-sections'

export type PageText = { title: string; description: string }

/**
 * The title of a page, the same in the server-rendered head and in the app's tab: 'Title | Church',
 * the home page 'Church | tagline'.
 */
export function pageTitle(church: { churchName: string; tagline: string }, title?: string): string {
  if (title) return `${title} | ${church.churchName}`
  return church.tagline ? `${church.churchName} | ${church.tagline}` : church.churchName
}

/**
 * Plain object literals (no calls), so a bundle that imports something else from here (the About
 * tabs, ABOUT_SECTIONS) leaves them out: home's first load carries none of it (web/first-load.budget.ts).
 * `{church}` is replaced by the church's name, `{sunday}` by the main service's time ('10:30 AM', Church tab). Titles are shown as 'Title | Church'. */
export const PUBLIC_PAGES: Record<string, PageText> = {
  '/about': { title: 'About Us', description: 'Meet the clergy and staff of {church}, our music, Kids Church and what we believe.' },
  '/about/staff': { title: 'Our Staff', description: 'Meet the clergy and staff of {church}.' },
  '/about/music': { title: 'Music', description: 'Music and worship at {church}: choir, hymns and how to join in.' },
  '/about/kids-church': {
    title: 'Kids Church',
    description: 'Nursery and Kids Church up to 3rd grade at {church}: children are always welcome.',
  },
  '/about/what-we-believe': {
    title: 'What We Believe',
    description: 'The historic Christian faith as {church} holds it, in the Anglican tradition.',
  },
  '/events': { title: 'Events', description: 'Upcoming events, Bible studies and gatherings at {church}.' },
  '/sermons': { title: 'Sermons', description: 'Watch and listen to sermons from {church}: search by speaker, series or scripture.' },
  '/sermons/scripture': {
    title: 'Sermons by Book of the Bible',
    description: 'Sermons from {church} by the passage of Scripture they preach on, book by book, from Genesis to Revelation.',
  },
  '/news': { title: 'News', description: 'News and announcements from {church}.' },
  '/live-streams': { title: 'Live Streams', description: 'Watch Sunday worship from {church} live, or catch up on past services.' },
  '/contact': { title: 'Contact Us', description: 'Send {church} a message, or find our address, phone and service times.' },
  '/plan-a-visit': {
    title: 'Plan a Visit',
    description: 'Planning your first visit to {church}? What to expect on Sunday at {sunday}, and a warm welcome.',
  },
  '/prayer': {
    title: 'Prayer Requests',
    description: 'Ask {church} to pray with you: share a request with our prayer team, or with the clergy only.',
  },
  '/give': { title: 'Give', description: 'Support the ministry of {church} with a gift online or in person.' },
  '/offering': { title: 'Offering', description: 'Give your offering to {church} online.' },
}

/**
 * The title of one date's page of a series: 'Wednesday Bible study, Thu, Dec 3', or 'Cancelled:
 * Wednesday Bible study, Wed, Nov 25'. The server's head and the tab's title both read it.
 */
export function eventDateTitle(eventTitle: string, occurrence: { date: string; cancelled: boolean }): string {
  return `${occurrence.cancelled ? 'Cancelled: ' : ''}${eventTitle}, ${dayWords(occurrence.date, false)}`
}
