import { createHash } from 'node:crypto'
import { zonedInstant } from '../../lib/dates'
import { durationSeconds } from '../../lib/duration'
import { escapeHtml } from '../../lib/html'
import { addressPath } from '../../lib/picture-address'
import { withoutControlCharacters, withoutSocialLinks } from '../../lib/plain-text'
import { sermonTitle } from '../../lib/sermon-title'
import { isTranscriptFormat, TRANSCRIPT_FILES } from '../../lib/transcript'
import { eachInTurns } from '../../lib/turns'
import type { EpisodeRow } from '../sermons/repo'

export interface PodcastChannel {
  title: string
  description: string
  churchName: string
  ownerEmail: string
  /** The site's origin. */
  origin: string
  /** This feed's own address. */
  feedUrl: string
  /** Square artwork (Apple asks for 1400–3000 px). */
  imageUrl: string
  timezone: string
  /** The main service's start ('HH:MM', Church tab): episodes are dated at it. */
  serviceTime: string
}

export type Enclosure = { url: string; length: number; type: string }

/** Text as XML carries it: escaped, and without the characters XML 1.0 cannot hold (a strict reader refuses the whole feed). */
const xml = (value: unknown) => escapeHtml(withoutControlCharacters(String(value ?? '')))

/** The Podcasting 2.0 `podcast:guid`: a UUIDv5 of the feed URL without its scheme or trailing slash. */
export function podcastGuid(feedUrl: string): string {
  const namespace = Buffer.from('ead4c236bf5858c6a2c6a6b28d128cb6', 'hex')
  const name = feedUrl.replace(/^[a-z]+:\/\//i, '').replace(/\/+$/, '')
  const hash = createHash('sha1').update(namespace).update(name).digest()
  hash[6] = (hash[6] & 0x0f) | 0x50
  hash[8] = (hash[8] & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** A sermon's text for podcast apps: the description without its 'Social Links:' block. */
const episodeText = (sermon: EpisodeRow) => {
  const text = withoutSocialLinks(sermon.description).trim()
  const heading = [sermon.speaker, sermon.scripture].filter(Boolean).join(' · ')
  return [heading, text].filter(Boolean).join('\n\n')
}

/** An episode's picture as podcast apps fetch it: a whole address, without the words after '#' (decision 0032). */
const episodeImage = (channel: PodcastChannel, address: string) => `${address.startsWith('/') ? channel.origin : ''}${addressPath(address)}`

/** One episode's <item>. */
function episodeItem(channel: PodcastChannel, { sermon, enclosure }: { sermon: EpisodeRow; enclosure: Enclosure }): string {
  const seconds = durationSeconds(sermon.duration)
  const link = `${channel.origin}/sermons/${sermon.id}`
  return [
    '    <item>',
    `      <title>${xml(sermonTitle(sermon.title))}</title>`,
    `      <link>${xml(link)}</link>`,
    `      <guid isPermaLink="false">${xml(`sermon-${sermon.id}`)}</guid>`,
    `      <pubDate>${zonedInstant(channel.timezone, sermon.date, channel.serviceTime).toUTCString()}</pubDate>`,
    `      <description>${xml(episodeText(sermon))}</description>`,
    `      <enclosure url="${xml(enclosure.url)}" length="${enclosure.length}" type="${xml(enclosure.type)}"/>`,
    sermon.speaker ? `      <itunes:author>${xml(sermon.speaker)}</itunes:author>` : '',
    seconds !== null ? `      <itunes:duration>${seconds}</itunes:duration>` : '',
    sermon.thumbnailUrl ? `      <itunes:image href="${xml(episodeImage(channel, sermon.thumbnailUrl))}"/>` : '',
    isTranscriptFormat(sermon.transcriptFormat)
      ? `      <podcast:transcript url="${xml(`${channel.origin}/api/sermons/${sermon.id}/transcript`)}" type="${TRANSCRIPT_FILES[sermon.transcriptFormat].type}"${sermon.transcriptFormat === 'text' ? '' : ' rel="captions"'}/>`
      : '',
    '      <itunes:episodeType>full</itunes:episodeType>',
    '      <itunes:explicit>false</itunes:explicit>',
    '    </item>',
  ]
    .filter(Boolean)
    .join('\n')
}

/**
 * RSS 2.0 with Apple's iTunes tags and the Podcasting 2.0 namespace: one item per sermon that
 * has audio, newest first. Sermons are dated at the Sunday service in the church's zone.
 * Items are written in turns of the event loop, so a long feed never holds up other requests.
 */
export async function buildPodcast(
  channel: PodcastChannel,
  episodes: { sermon: EpisodeRow; enclosure: Enclosure }[],
  now = new Date(),
): Promise<string> {
  const items: string[] = []
  // In turns: 300 episodes take ~35 ms (time zone arithmetic, escaping).
  await eachInTurns(episodes, (episode) => {
    items.push(episodeItem(channel, episode))
  })
  const latest = episodes[0]?.sermon.updatedAt ?? now
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xml(channel.title)}</title>`,
    `    <link>${xml(`${channel.origin}/sermons`)}</link>`,
    `    <atom:link href="${xml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${xml(channel.description)}</description>`,
    '    <language>en-us</language>',
    `    <copyright>${xml(`© ${now.getUTCFullYear()} ${channel.churchName}`)}</copyright>`,
    `    <lastBuildDate>${latest.toUTCString()}</lastBuildDate>`,
    `    <podcast:guid>${podcastGuid(channel.feedUrl)}</podcast:guid>`,
    '    <podcast:locked>no</podcast:locked>',
    '    <podcast:medium>podcast</podcast:medium>',
    `    <image><url>${xml(channel.imageUrl)}</url><title>${xml(channel.title)}</title><link>${xml(`${channel.origin}/sermons`)}</link></image>`,
    `    <itunes:author>${xml(channel.churchName)}</itunes:author>`,
    `    <itunes:owner><itunes:name>${xml(channel.churchName)}</itunes:name><itunes:email>${xml(channel.ownerEmail)}</itunes:email></itunes:owner>`,
    `    <itunes:image href="${xml(channel.imageUrl)}"/>`,
    '    <itunes:category text="Religion &amp; Spirituality"><itunes:category text="Christianity"/></itunes:category>',
    '    <itunes:explicit>false</itunes:explicit>',
    '    <itunes:type>episodic</itunes:type>',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
