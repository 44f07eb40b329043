/**
 * The client's address. X-Forwarded-For is believed only with TRUST_PROXY (else anyone could
 * pick their own address and dodge throttles).
 */
export function clientAddress(
  request: Request,
  server: { requestIP(request: Request): { address: string } | null } | null | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  return server?.requestIP(request)?.address ?? 'unknown'
}
