/** Being built (issue 4). */
export function MessagesTab() {
  return <p className="text-muted">This section is being built.</p>
}
