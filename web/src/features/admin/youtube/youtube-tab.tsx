/** Being built (issue 4). */
export function YoutubeTab() {
  return <p className="text-muted">This section is being built.</p>
}
