import { mapLinks } from './map-links'

/**
 * The church's address where it shows on its own (home's hero, Contact, the footer): a link that
 * opens directions to it in a new tab, the same directions as the map block's 'Get Directions'
 * (docs/product.md#map-block). Screen readers hear the address, then what the link does.
 */
export function DirectionsLink({ address, className }: { address: string; className: string }) {
  return (
    <a href={mapLinks(address).directions} target="_blank" rel="noopener noreferrer" className={className}>
      {address}
      <span className="sr-only"> (directions, opens in a new tab)</span>
    </a>
  )
}
