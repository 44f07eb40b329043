import { useEffect, useState } from 'react'
import { useMounted } from '../lib/hydration'
import { useOnline } from '../lib/online'
import { LineIcon } from './icons'
import { mapLinks } from './map-links'

/**
 * The reusable map block (docs/product.md#map-block): an embedded map of the address with 'Loading Map...' until it has
 * loaded, then directions and the place in Google Maps and Apple Maps. The map is lazy (it is below
 * the fold everywhere) and the buttons are plain links, so they work when the map never loads
 * (a weak signal, or a blocked map host). Offline there is no frame at all, only a calm note; the map
 * loads by itself when the connection is back.
 */
export function MapBlock({ address, placeName }: { address: string; placeName?: string }) {
  const [loaded, setLoaded] = useState(false)
  const online = useOnline()
  // The frame comes once the browser has the page: on a page the server sent, a map that loaded
  // before then would leave 'Loading Map...' showing over it.
  const mounted = useMounted()
  const links = mapLinks(address)
  // A frame made after reconnecting starts from 'Loading Map...' again.
  useEffect(() => {
    if (!online) setLoaded(false)
  }, [online])

  return (
    <div className="card overflow-hidden">
      <div className="relative h-72 bg-slate-100 sm:h-96" data-state={!online ? 'offline' : loaded ? 'loaded' : 'loading'}>
        {/* Stays underneath: a map that loads covers it; a blank frame (no connection to the map host)
            still leaves the address and the buttons below in sight. */}
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-slate-100 to-slate-200 px-6 text-center">
          <LineIcon name="place" className="h-12 w-12 text-primary" />
          <div role="status">
            {!online ? (
              <>
                <p className="font-semibold text-slate-700">The map will show when you're back online.</p>
                <p className="mt-1 text-sm text-slate-600">{address}</p>
              </>
            ) : (
              <>
                <p className="font-semibold text-slate-700">{loaded ? address : 'Loading Map...'}</p>
                <p className="mt-1 text-sm text-slate-600">
                  {loaded ? 'No map showing? The buttons below open it in a maps app.' : address}
                </p>
              </>
            )}
          </div>
        </div>
        {online && mounted ? (
          <iframe
            src={links.embed}
            title={`Map of ${placeName ? `${placeName}, ` : ''}${address}`}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            onLoad={() => setLoaded(true)}
            className={`absolute inset-0 h-full w-full border-0 transition-opacity duration-300 ${loaded ? 'opacity-100' : 'opacity-0'}`}
          />
        ) : null}
      </div>
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
        <address className="flex items-start gap-2 not-italic text-slate-800">
          <LineIcon name="place" className="mt-0.5 h-5 w-5 text-primary" />
          <span>
            {placeName ? <span className="block font-semibold">{placeName}</span> : null}
            {address}
          </span>
        </address>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          <MapLink href={links.directions} primary>
            Get Directions
          </MapLink>
          <MapLink href={links.googleMaps}>Open in Google Maps</MapLink>
          <MapLink href={links.appleMaps}>Open in Apple Maps</MapLink>
        </div>
      </div>
    </div>
  )
}

function MapLink({ href, primary = false, children }: { href: string; primary?: boolean; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`${primary ? 'btn-primary' : 'btn-outline'} min-h-11 text-sm`}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}
