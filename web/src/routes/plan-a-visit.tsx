import { createFileRoute } from '@tanstack/react-router'
import { PlanVisitPage } from '../features/visit/components/plan-visit-page'

export const Route = createFileRoute('/plan-a-visit')({ component: PlanVisitPage })
