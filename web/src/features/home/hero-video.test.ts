import { describe, expect, test } from 'bun:test'
import { embedUrl } from '@church/api/lib/video'
import {
  backgroundVideoAllowed,
  chooseHeroVideoId,
  DEFAULT_HERO_VIDEO_ID,
  heroEmbedUrl,
  isPlayingMessage,
  isYoutubeOrigin,
} from './hero-video'

const CONFIGURED = 'abcdefghijk'
const FEATURED = 'FEATURED_01'
const featuredVideo = { type: 'video', youtubeUrl: `https://youtu.be/${FEATURED}?t=3`, contentId: FEATURED }

describe('chooseHeroVideoId', () => {
  test('the configured heroVideoId comes first, as an id or a link', () => {
    expect(chooseHeroVideoId({ status: 'success', data: { heroVideoId: CONFIGURED } }, { status: 'pending' })).toBe(CONFIGURED)
    expect(
      chooseHeroVideoId(
        { status: 'success', data: { heroVideoId: `https://www.youtube.com/watch?v=${CONFIGURED}&t=1` } },
        { status: 'success', data: [featuredVideo] },
      ),
    ).toBe(CONFIGURED)
  })

  test('then the first featured item of type video', () => {
    const items = [{ type: 'sermon', youtubeUrl: 'https://youtu.be/SERMON_0001', contentId: '12' }, featuredVideo]
    expect(chooseHeroVideoId({ status: 'success', data: { heroVideoId: '' } }, { status: 'success', data: items })).toBe(FEATURED)
    expect(
      chooseHeroVideoId(
        { status: 'success', data: {} },
        { status: 'success', data: [{ type: 'video', youtubeUrl: '', contentId: FEATURED }] },
      ),
    ).toBe(FEATURED)
  })

  test('then the built-in default', () => {
    expect(chooseHeroVideoId({ status: 'success', data: { heroVideoId: '' } }, { status: 'success', data: [] })).toBe(DEFAULT_HERO_VIDEO_ID)
    expect(chooseHeroVideoId({ status: 'success', data: { heroVideoId: 'not a video' } }, { status: 'error' })).toBe(DEFAULT_HERO_VIDEO_ID)
    expect(chooseHeroVideoId({ status: 'error' }, { status: 'error' })).toBe(DEFAULT_HERO_VIDEO_ID)
    expect(DEFAULT_HERO_VIDEO_ID).toMatch(/^[A-Za-z0-9_-]{11}$/)
  })

  test('undecided while a source that could still decide is loading', () => {
    expect(chooseHeroVideoId({ status: 'pending' }, { status: 'success', data: [featuredVideo] })).toBeNull()
    expect(chooseHeroVideoId({ status: 'success', data: { heroVideoId: '' } }, { status: 'pending' })).toBeNull()
    expect(chooseHeroVideoId({ status: 'error' }, { status: 'pending' })).toBeNull()
  })
})

describe('backgroundVideoAllowed', () => {
  const ok = { pageLoaded: true, reducedMotion: false, saveData: false, online: true }
  test('only after load, without reduced motion or save-data, and online', () => {
    expect(backgroundVideoAllowed(ok)).toBe(true)
    expect(backgroundVideoAllowed({ ...ok, pageLoaded: false })).toBe(false)
    expect(backgroundVideoAllowed({ ...ok, reducedMotion: true })).toBe(false)
    expect(backgroundVideoAllowed({ ...ok, saveData: true })).toBe(false)
    expect(backgroundVideoAllowed({ ...ok, online: false })).toBe(false)
  })
})

describe('isPlayingMessage', () => {
  test('the player says it is playing', () => {
    expect(isPlayingMessage('{"event":"onStateChange","info":1}')).toBe(true)
    expect(isPlayingMessage(JSON.stringify({ event: 'infoDelivery', info: { playerState: 1, currentTime: 0.2 } }))).toBe(true)
    expect(isPlayingMessage({ event: 'onStateChange', info: 1 })).toBe(true)
  })
  test('anything else is not playing', () => {
    expect(isPlayingMessage('{"event":"onStateChange","info":3}')).toBe(false)
    expect(isPlayingMessage('{"event":"onReady"}')).toBe(false)
    expect(isPlayingMessage(JSON.stringify({ event: 'infoDelivery', info: { volume: 0 } }))).toBe(false)
    expect(isPlayingMessage('not json')).toBe(false)
    expect(isPlayingMessage(null)).toBe(false)
    expect(isPlayingMessage(1)).toBe(false)
  })
})

describe('the hero embed', () => {
  test('muted, looping, autoplaying, inline, without related videos, reporting to this origin', () => {
    const url = new URL(heroEmbedUrl(embedUrl(CONFIGURED, { autoplay: true, mute: true, loop: true }), 'https://church.example'))
    expect(url.origin + url.pathname).toBe(`https://www.youtube.com/embed/${CONFIGURED}`)
    for (const [key, value] of Object.entries({
      autoplay: '1',
      mute: '1',
      loop: '1',
      playlist: CONFIGURED,
      rel: '0',
      controls: '0',
      playsinline: '1',
      enablejsapi: '1',
      origin: 'https://church.example',
    })) {
      expect(url.searchParams.get(key)).toBe(value)
    }
  })
  test('only YouTube origins are believed', () => {
    expect(isYoutubeOrigin('https://www.youtube.com')).toBe(true)
    expect(isYoutubeOrigin('https://www.youtube.com.evil.example')).toBe(false)
    expect(isYoutubeOrigin('http://www.youtube.com')).toBe(false)
  })
})
