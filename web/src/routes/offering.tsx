import { createFileRoute } from '@tanstack/react-router'
import { OfferingPage } from '../features/giving/components/give-offering-page'

export const Route = createFileRoute('/offering')({ component: OfferingPage })
