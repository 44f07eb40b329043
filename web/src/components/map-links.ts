/**
 * The addresses of the map block (docs/product.md#map-block): an embedded map, directions, and the
 * place opened in a web map service (Google Maps) and a device maker's one (Apple Maps).
 * Google's `output=embed` needs no API key and takes a free-text address.
 */
export function mapLinks(address: string) {
  const q = encodeURIComponent(address.trim())
  return {
    embed: `https://www.google.com/maps?q=${q}&output=embed`,
    directions: `https://www.google.com/maps/dir/?api=1&destination=${q}`,
    googleMaps: `https://www.google.com/maps/search/?api=1&query=${q}`,
    appleMaps: `https://maps.apple.com/?q=${q}`,
  }
}
