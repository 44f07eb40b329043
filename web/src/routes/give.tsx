import { createFileRoute } from '@tanstack/react-router'
import { GivePage } from '../features/giving/components/give-page'

export const Route = createFileRoute('/give')({ component: GivePage })
