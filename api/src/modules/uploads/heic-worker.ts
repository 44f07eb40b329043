/**
 * Decodes an iPhone HEIC photo off the main thread: the decoder (libheif compiled to WebAssembly)
 * works synchronously, and a 12-megapixel photo takes it about a second.
 */
import decode from 'heic-decode'

declare const self: Worker

self.onmessage = async (event: MessageEvent<Uint8Array>) => {
  try {
    const { width, height, data } = await decode({ buffer: event.data })
    self.postMessage({ width, height, data }, [data.buffer])
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) })
  }
}
