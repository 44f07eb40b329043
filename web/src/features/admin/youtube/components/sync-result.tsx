/**
 * The last sync answer under its button, in the server's words, so it stays readable after the
 * toast has gone (a polite live region: screen readers hear it too).
 */
export function SyncResult({ result }: { result: { ok: boolean; text: string } | null }) {
  return (
    <p role="status" className={`mt-3 text-sm empty:hidden ${result?.ok ? 'text-green-800' : 'text-red-800'}`}>
      {result?.text ?? ''}
    </p>
  )
}
