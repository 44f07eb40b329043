import { Link } from '@tanstack/react-router'

export function NotFoundPage() {
  return (
    <section className="container-page py-20 text-center" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="text-3xl font-bold text-secondary sm:text-4xl">
        404 Page Not Found
      </h1>
      <p className="text-muted mx-auto mt-4 max-w-md">The page you are looking for doesn't exist or has moved.</p>
      <Link to="/" className="btn-primary mt-8">
        Back to Home
      </Link>
    </section>
  )
}
