/**
 * Rate limiting (owned by issue 15; this is the minimal same-signature version
 * issue 17 needs before the merge: it allows everything, and the lead keeps
 * issue 15's real limiter).
 */
export async function rateLimit(_request: Request, _context: {env: Env}, _bucket: string): Promise<Response | null> {
  return null;
}
