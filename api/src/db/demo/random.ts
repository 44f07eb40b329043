import { seededRandom } from '../../lib/seeded-random'
import { youtubeThumbnail } from '../../lib/video'

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'

/**
 * The demo's made-up YouTube videos and durations, from a seeded generator (lib/seeded-random.ts),
 * so they are the same on every run: `video()` a new video of its own, `between(min, max)` a whole number.
 */
export function demoRandom(seed: number) {
  const random = seededRandom(seed)
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
