import { createFileRoute } from '@tanstack/react-router'

// Being built (issue 3).
export const Route = createFileRoute('/live-streams/$id')({ component: () => null })
