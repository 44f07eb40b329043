import { createFileRoute } from '@tanstack/react-router'
import { OfferingPage } from './-components/give-offering-page'

export const Route = createFileRoute('/offering')({ component: OfferingPage })
