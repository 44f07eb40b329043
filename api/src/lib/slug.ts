/** 'Advent & Christmas 2026' → 'advent-christmas-2026': how series and speakers appear in feed addresses. */
export const slugOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The podcast feed of all sermons, or of one series or speaker. */
export function podcastFeedPath(filter: { series?: string; speaker?: string } = {}) {
  if (filter.series) return `/feeds/sermons/series/${slugOf(filter.series)}.xml`
  if (filter.speaker) return `/feeds/sermons/speakers/${slugOf(filter.speaker)}.xml`
  return '/feeds/sermons.xml'
}
