import { escapeHtml } from '../../lib/html'

/**
 * The page around the sign-in, setup and reset forms: the site's colour, readable, no script. It names
 * the site's icon (web/public/icon.svg), as the web app's pages do, so the browser never asks for a
 * /favicon.ico the site does not have.
 */
export function staffPage(opts: { churchName: string; primaryColor: string; title: string; body: string }) {
  const colour = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(opts.primaryColor) ? opts.primaryColor : '#2563eb'
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="/icon.svg" type="image/svg+xml">
<title>${escapeHtml(opts.title)} · ${escapeHtml(opts.churchName)}</title>
<style>
  :root { --primary: ${colour}; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f8fafc; color: #0f172a;
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; padding: 1rem; }
  main { width: 100%; max-width: 24rem; background: #fff; border: 1px solid #e2e8f0; border-radius: .75rem; padding: 2rem;
    box-shadow: 0 1px 3px rgb(0 0 0 / .06); }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
  p.lead { margin: 0 0 1.5rem; color: #475569; }
  label { display: block; font-weight: 600; margin: 1rem 0 .25rem; }
  .hint { margin: .25rem 0 0; font-size: .875rem; color: #475569; }
  input { width: 100%; padding: .625rem .75rem; border: 1px solid #94a3b8; border-radius: .5rem; font: inherit; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid var(--primary); outline-offset: 2px; }
  button, a.button { display: block; text-align: center; text-decoration: none; margin-top: 1.5rem; width: 100%; padding: .75rem; border: 0;
    border-radius: .5rem; background: var(--primary); color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
  .error { margin: 0 0 1rem; padding: .75rem; border-radius: .5rem; background: #fef2f2; color: #991b1b; border: 1px solid #fecaca; }
  .notice { margin: 0 0 1rem; padding: .75rem; border-radius: .5rem; background: #f0fdf4; color: #166534; border: 1px solid #bbf7d0; }
  .back { display: inline-block; margin: 1.25rem 1.25rem 0 0; color: #1e40af; }
  .aside { margin: .5rem 0 0; text-align: right; }
  .aside a { display: inline-block; padding: .25rem 0; color: #1e40af; }
</style>
</head>
<body>
<main>
${opts.body}
  <a class="back" href="/">Back to the website</a>
</main>
</body>
</html>`
}

/**
 * The sign-in page, rendered by the server: a plain form that works without JavaScript,
 * in the site's colours. Every value is escaped.
 */
export function loginPage(opts: { churchName: string; primaryColor: string; returnTo: string; email?: string; error?: string }) {
  const { churchName, primaryColor, returnTo, email = '', error } = opts
  return staffPage({
    churchName,
    primaryColor,
    title: 'Sign in',
    body: `  <h1>Sign in</h1>
  <p class="lead">${escapeHtml(churchName)} staff</p>
  ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
  <form method="post" action="/api/login">
    <input type="hidden" name="returnTo" value="${escapeHtml(returnTo)}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${error ? '' : ' autofocus'}>
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required${error ? ' autofocus' : ''}>
    <p class="aside"><a href="/api/account/forgot?returnTo=${escapeHtml(encodeURIComponent(returnTo))}">Forgot password?</a></p>
    <button type="submit">Sign in</button>
  </form>`,
  })
}

/**
 * What a sign-out link followed from another site answers: nobody is signed out by another site's
 * link (or image); the person is asked, and the button is this site's own.
 */
export function signOutPage(opts: { churchName: string; primaryColor: string }) {
  return staffPage({
    ...opts,
    title: 'Sign out',
    body: `  <h1>Sign out?</h1>
  <p class="lead">You followed a link from another site, so you are still signed in. To sign out, press the button.</p>
  <form method="get" action="/api/logout">
    <button type="submit">Sign out</button>
  </form>`,
  })
}
