/**
 * A shared secret compared in constant time: both sides are hashed first (so
 * their lengths say nothing), then every byte is compared whatever the first
 * difference (what Node's timingSafeEqual does; Web Crypto has no such call).
 */
export async function secretMatches(presented: string, expected: string): Promise<boolean> {
  if (!expected) return false;
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all(
    [presented, expected].map(
      async (value) => new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(value))),
    ),
  );
  let difference = 0;
  for (let index = 0; index < a!.length; index++) difference |= a![index]! ^ b![index]!;
  return difference === 0;
}
