/** Being built (issue 4). */
export function NewsletterTab() {
  return <p className="text-muted">This section is being built.</p>
}
