import { createFileRoute } from '@tanstack/react-router'
import { PlanVisitPage } from './-components/plan-visit-page'

export const Route = createFileRoute('/plan-a-visit')({ component: PlanVisitPage })
