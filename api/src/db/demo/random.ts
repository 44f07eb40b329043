import { youtubeThumbnail } from '../../lib/video'

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'

/**
 * The demo's made-up YouTube videos and durations, from a small deterministic PRNG (mulberry32),
 * so they are the same on every run: `video()` a new video of its own, `between(min, max)` a whole number.
 */
export function demoRandom(seed: number) {
  let state = seed >>> 0
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const usedIds = new Set<string>()
  const videoId = () => {
    for (;;) {
      let id = ''
      for (let i = 0; i < 11; i++) id += ID_ALPHABET[Math.floor(random() * ID_ALPHABET.length)]
      if (!usedIds.has(id)) {
        usedIds.add(id)
        return id
      }
    }
  }
  return {
    video: () => {
      const id = videoId()
      return { youtubeUrl: `https://www.youtube.com/watch?v=${id}`, youtubeVideoId: id, thumbnailUrl: youtubeThumbnail(id) }
    },
    between: (min: number, max: number) => min + Math.floor(random() * (max - min + 1)),
  }
}
