/** Being built (issue 4). */
export function ServicesTab() {
  return <p className="text-muted">This section is being built.</p>
}
