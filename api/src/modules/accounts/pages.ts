import { escapeHtml } from '../../lib/html'
import { staffPage } from '../auth/login-page'
import { PASSWORD_MIN } from '../users/model'

type Site = { churchName: string; primaryColor: string }

const errorBox = (error?: string) => (error ? `<p class="error" role="alert" id="form-error">${escapeHtml(error)}</p>` : '')

type Field = { id: string; label: string; type: string; autocomplete: string; value?: string; hint?: string }

/** The form's fields; the one the error is about (`at`) gets focus and points at the message. */
const fieldsOf = (list: Field[], at: string, error?: string) =>
  list.map((one) => field({ ...one, focus: one.id === at, invalid: !!error && one.id === at })).join('')

/** The new password, twice. */
const newPassword = (label: string): Field[] => [
  { id: 'password', label, type: 'password', autocomplete: 'new-password', hint: PASSWORD_HINT },
  { id: 'confirmPassword', label: `${label} again`, type: 'password', autocomplete: 'new-password' },
]

function field(opts: Field & { focus: boolean; invalid: boolean }) {
  const hintId = opts.hint ? `${opts.id}-hint` : ''
  const describedBy = [hintId, opts.invalid ? 'form-error' : ''].filter(Boolean).join(' ')
  return `    <label for="${opts.id}">${escapeHtml(opts.label)}</label>
    <input id="${opts.id}" name="${opts.id}" type="${opts.type}" autocomplete="${opts.autocomplete}" required${opts.value ? ` value="${escapeHtml(opts.value)}"` : ''}${opts.type === 'password' ? ` minlength="${PASSWORD_MIN}"` : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}${opts.invalid ? ' aria-invalid="true"' : ''}${opts.focus ? ' autofocus' : ''}>
${opts.hint ? `    <p class="hint" id="${hintId}">${escapeHtml(opts.hint)}</p>\n` : ''}`
}

const PASSWORD_HINT = `At least ${PASSWORD_MIN} characters.`

/** The first-admin form behind the setup link. */
export function setupPage(site: Site, action: string, opts: { name?: string; email?: string; error?: string; field?: string } = {}) {
  const fields = fieldsOf(
    [
      { id: 'name', label: 'Your name', type: 'text', autocomplete: 'name', value: opts.name },
      { id: 'email', label: 'Email', type: 'email', autocomplete: 'username', value: opts.email },
      ...newPassword('Password'),
    ],
    opts.field ?? 'name',
    opts.error,
  )
  return staffPage({
    ...site,
    title: 'Create the first admin',
    body: `  <h1>Create the first admin</h1>
  <p class="lead">This account can use the ${escapeHtml(site.churchName)} dashboard and add everyone else.</p>
  ${errorBox(opts.error)}
  <form method="post" action="${escapeHtml(action)}">
${fields}    <button type="submit">Create admin and sign in</button>
  </form>`,
  })
}

/** The new-password form behind a reset link. */
export function resetPage(site: Site, action: string, opts: { error?: string; field?: string } = {}) {
  const fields = fieldsOf(newPassword('New password'), opts.field ?? 'password', opts.error)
  return staffPage({
    ...site,
    title: 'Choose a new password',
    body: `  <h1>Choose a new password</h1>
  <p class="lead">Saving it signs this account out on every device.</p>
  ${errorBox(opts.error)}
  <form method="post" action="${escapeHtml(action)}">
${fields}    <button type="submit">Save new password</button>
  </form>`,
  })
}

/** A plain answer: the link is used, expired or unknown, or the password was saved. */
export function messagePage(site: Site, opts: { title: string; message: string; link?: { href: string; label: string }; ok?: boolean }) {
  return staffPage({
    ...site,
    title: opts.title,
    body: `  <h1>${escapeHtml(opts.title)}</h1>
  <p class="${opts.ok ? 'notice' : 'error'}" role="${opts.ok ? 'status' : 'alert'}">${escapeHtml(opts.message)}</p>
${opts.link ? `  <a class="button" href="${escapeHtml(opts.link.href)}">${escapeHtml(opts.link.label)}</a>\n` : ''}`,
  })
}

/**
 * 'Forgot password?': the person types their email and a reset link is emailed if an account uses it.
 * `returnTo` is where signing in goes afterwards (already checked by safeReturnTo); `blocked` replaces
 * the form when the site cannot send email, so nobody types for nothing.
 */
export function forgotPage(site: Site, opts: { returnTo: string; email?: string; error?: string; blocked?: string }) {
  const signIn = `/api/login?returnTo=${encodeURIComponent(opts.returnTo)}`
  const body = opts.blocked
    ? `  <p class="error" role="alert">${escapeHtml(opts.blocked)}</p>
  <a class="button" href="${escapeHtml(signIn)}">Back to sign in</a>`
    : `  <p class="lead">Type the email address you sign in with. If an account uses it, we will email it a link to choose a new password.</p>
  ${errorBox(opts.error)}
  <form method="post" action="/api/account/forgot">
    <input type="hidden" name="returnTo" value="${escapeHtml(opts.returnTo)}">
${fieldsOf([{ id: 'email', label: 'Email', type: 'email', autocomplete: 'username', value: opts.email }], 'email', opts.error)}    <button type="submit">Email me a reset link</button>
  </form>
  <a class="back" href="${escapeHtml(signIn)}">Back to sign in</a>`
  return staffPage({ ...site, title: 'Forgot password', body: `  <h1>Forgot your password?</h1>\n${body}` })
}
