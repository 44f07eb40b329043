/** The inbox shows 10 at a time, newest first (docs/product.md#messages-tab), then older ones on request. */
export const INBOX_PAGE_SIZE = 10

/** The next offset to ask for, or undefined once a page came back short (nothing older is left). */
export const nextInboxOffset = (lastPage: unknown[], pages: unknown[][]) =>
  lastPage.length < INBOX_PAGE_SIZE ? undefined : pages.length * INBOX_PAGE_SIZE

/**
 * The loaded pages as one list. A message arriving between two loads shifts the offsets by one,
 * so the same item can come back on the next page: keep its first (newest) copy.
 */
export function flattenInbox<T extends { id: string }>(pages: T[][] | undefined): T[] {
  const seen = new Set<string>()
  return (pages ?? []).flat().filter((item) => {
    if (seen.has(item.id)) return false
    seen.add(item.id)
    return true
  })
}
