/**
 * Rate limiting of public POST routes (interfaces.md 2; owned by issue 15:
 * this is the minimal version with the same signature, kept by issue 16
 * until the merge). It allows every request; the owner's version decides.
 */
export function rateLimit(request: Request, context: {env: Env}, bucket: string): Promise<Response | null> {
  void request;
  void context;
  void bucket;
  return Promise.resolve(null);
}
