import { createFileRoute } from '@tanstack/react-router'
import { GivePage } from './-components/give-page'

export const Route = createFileRoute('/give')({ component: GivePage })
