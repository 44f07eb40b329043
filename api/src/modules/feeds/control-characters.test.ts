import { afterAll, describe, expect, test } from 'bun:test'
import { events, sermons } from '../../db/schema'
import { todayIn } from '../../lib/dates'
import { addDays } from '../../lib/event-times'
import { readCalendar, runPython } from '../../test/calendar-reader'
import { testApp } from '../../test/harness'
import { siteOf } from '../../test/site-pages'

/**
 * A control character typed or pasted into a title (a vertical tab from a word processor, a stray
 * \u0001) never reaches a feed: the podcast stays XML a strict parser reads (Python's ElementTree),
 * and the calendar feed and an event's .ics carry none (read by Python's icalendar).
 */

// An audio host on loopback, so enclosure sizes come from a real HEAD request.
const audioHost = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  fetch: () => new Response(new Uint8Array(1000), { headers: { 'content-type': 'audio/mpeg' } }),
})
afterAll(() => audioHost.stop(true))

const t = await testApp({ PUBLIC_URL: 'https://church.example', CHURCH_TIMEZONE: 'America/Chicago' })
const { site } = siteOf(t)
const today = todayIn('America/Chicago')

/** What neither XML 1.0 nor RFC 5545 text may hold (tab and line breaks aside). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]/

/** The items' titles and descriptions as Python's ElementTree reads the feed (it refuses XML that is not well-formed). */
const readRss = (xml: string) =>
  runPython<{ title: string; description: string }[]>(
    [
      'import xml.etree.ElementTree as ET',
      'def answer(request):',
      "    root = ET.fromstring(request['xml'].encode('utf-8'))",
      "    return [{'title': item.findtext('title'), 'description': item.findtext('description')} for item in root.iter('item')]",
    ].join('\n'),
    { xml },
    [],
  )

describe('control characters in what feeds publish', () => {
  test('a sermon titled with \\u0001 and \\u000b: the podcast parses in a strict XML reader, without them', async () => {
    await t.db.insert(sermons).values({
      title: 'Grace\u0001 upon\u000b grace',
      speaker: 'Rev.\u0007 Jane Doe',
      date: '2026-11-29',
      audioUrl: `http://127.0.0.1:${audioHost.port}/grace.mp3`,
      description: 'A\u007f DEL and \u0085 C1.\n\nSocial Links:\nhttps://facebook.com/x',
    })
    t.ctx.content.changed()
    const feed = await t.request('GET', '/feeds/sermons.xml')
    expect(feed.status).toBe(200)
    expect(await readRss(feed.text)).toEqual([{ title: 'Grace upon grace', description: 'Rev. Jane Doe\n\nA DEL and  C1.' }])
  })

  test('an event titled with them: the calendar feed and its .ics carry none, and Python’s icalendar reads both', async () => {
    const [event] = await t.db
      .insert(events)
      .values({
        title: 'Evensong\u0001\u000b',
        date: addDays(today, 10),
        startTime: '17:00',
        location: 'Nave\u001f',
        description: 'Bring\u0002 a friend\u0085',
      })
      .returning()
    t.ctx.content.changed()
    const feed = await t.request('GET', '/feeds/events.ics')
    const single = await site.handle(new Request(`http://localhost/events/${event.id}.ics`))
    const singleText = await single.text()
    for (const ics of [feed.text, singleText]) {
      expect(CONTROL.test(ics)).toBe(false)
      const read = await readCalendar(ics, today, 1)
      expect(read.find((o) => o.uid === `event-${event.id}@church.example`)?.summary).toBe('Evensong')
    }
    expect(feed.text).toContain('LOCATION:Nave\r\n')
    expect(singleText).toContain('\\n\\nBring a friend\\n\\n')
  })
})
