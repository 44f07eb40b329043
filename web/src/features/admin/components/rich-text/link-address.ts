import { isSafeHref as isSafe } from '@church/api/lib/rich-text/document'

/** The stored document's rule, as a plain yes or no (its type guard would narrow a refused string to nothing). */
const isSafeHref = (href: string): boolean => isSafe(href)

export const LINK_HINT = 'A web address (www.example.org), an email address, a phone number, or a page of this site (/about).'
export const NOT_A_LINK =
  'That is not an address a link can go to. Try a web address, an email address, a phone number, or a page of this site like /about.'

/**
 * What staff type as a link's address, as the page stores it: a web address without its https://
 * gets one, an email address becomes `mailto:`, a phone number `tel:`. Null for anything a page may
 * not link to (`javascript:`, a typing slip); pure, so it is tested without a browser.
 */
export function linkAddress(typed: string): string | null {
  const value = typed.trim()
  if (!value) return null
  if (isSafeHref(value)) return value
  if (/^[^\s@/:]+@[^\s@/:]+\.[a-z]{2,}$/i.test(value)) return isSafeHref(`mailto:${value}`) ? `mailto:${value}` : null
  const digits = value.replace(/[\s().-]/g, '')
  if (/^\+?\d{5,20}$/.test(digits)) return `tel:${digits}`
  if (/^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#]\S*)?$/i.test(value)) {
    const web = `https://${value}`
    return isSafeHref(web) ? web : null
  }
  return null
}

/** The address as staff typed it, to show again in the dialog: without `mailto:` and `tel:`. */
export const typedAddress = (href: string) => href.replace(/^(mailto|tel):/i, '')
