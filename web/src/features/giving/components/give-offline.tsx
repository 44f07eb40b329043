/** Offline, in place of the giving provider's form (decision 0010): calm, and what to do instead. */
export function GiveOffline({ what }: { what: string }) {
  return (
    <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-800">
      You're offline. {what} will appear here when you're back online. Until then, you can give at Sunday worship or by mail.
    </p>
  )
}
