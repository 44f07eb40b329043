import { createFileRoute, Link } from '@tanstack/react-router'
import { PageHeader } from '../components/page-header'
import { sermonBooksQueryOptions } from '../features/sermons/api/get-scripture'
import { ScriptureBooks } from '../features/sermons/components/scripture-books'
import { readForPage } from '../lib/page-reads'

/** The sermons by book of the Bible (docs/product.md#sermons-by-scripture): server-rendered, works without JavaScript. */
export const Route = createFileRoute('/sermons/scripture/')({
  loader: ({ context: { queryClient } }) => readForPage(queryClient, [sermonBooksQueryOptions()]),
  head: async (context) => (await import('../features/sermons/scripture-head')).scriptureIndexHead(context),
  component: ScripturePage,
})

function ScripturePage() {
  return (
    <>
      <PageHeader title="Sermons by Book of the Bible">
        Find the sermons preached on a book of Scripture, from Genesis to Revelation, each book's in the order of its chapters and verses.
      </PageHeader>
      <div className="container-page grid gap-8 py-8 sm:py-12">
        <p>
          <Link
            to="/sermons"
            activeOptions={{ exact: true }}
            className="inline-flex min-h-6 items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
          >
            <span aria-hidden="true">←</span> All sermons
          </Link>
        </p>
        <ScriptureBooks />
      </div>
    </>
  )
}
