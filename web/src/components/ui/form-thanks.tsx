import { useEffect, useRef } from 'react'

type FormThanksProps = {
  /** The form's own words once sent ('Thank you!' and its message). */
  title: string
  message: string
  /** The button that brings an empty form back ('Send another request'). */
  again: string
  /** The form's page and place on it: without JavaScript the button asks the page again, with an empty form. */
  action: string
  onAgain: () => void
  /** Sent from this page (not a page the server answered a post with): focus moves here, where the form was. */
  focus: boolean
}

/**
 * What takes a visitor form's place once it is sent (Contact, Plan a Visit): the thanks stay until the
 * visitor asks for the form again, so nobody wonders whether it went and sends it twice
 * (docs/product.md#visitor-forms). The same with JavaScript off: the server's page after the post shows it.
 */
export function FormThanks({ title, message, again, action, onAgain, focus }: FormThanksProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focus) heading.current?.focus()
  }, [focus])
  return (
    <div className="rounded-lg border-l-4 border-green-700 bg-green-50 p-5 text-green-900">
      <div role="status">
        <h3 ref={heading} tabIndex={-1} className="text-xl font-bold">
          {title}
        </h3>
        <p className="mt-1">{message}</p>
      </div>
      <form
        method="get"
        action={action}
        onSubmit={(event) => {
          event.preventDefault()
          onAgain()
        }}
      >
        <button type="submit" className="btn-outline mt-4 bg-white">
          {again}
        </button>
      </form>
    </div>
  )
}
