/** decision 0138: Admin API tokens as the worker gets them, for the suites that read the Admin API. */

/** Posts a token request to the store's `/admin/oauth/access_token`, form-encoded (as Shopify documents) or as JSON (as its libraries send). */
export function requestToken(
  storeOrigin: string,
  fields: Record<string, string>,
  encoding: 'form' | 'json' = 'form',
): Promise<Response> {
  const form = encoding === 'form';
  return fetch(`${storeOrigin}/admin/oauth/access_token`, {
    method: 'POST',
    headers: {
      'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      Accept: 'application/json',
    },
    body: form ? new URLSearchParams(fields) : JSON.stringify(fields),
  });
}

/** A legacy app's token as set, or one from the client credentials grant with the app's client id and secret. */
export async function adminTokenFor(
  storeOrigin: string,
  settings: {token?: string; clientId?: string; clientSecret?: string},
): Promise<string> {
  if (!settings.clientId || !settings.clientSecret) return settings.token ?? '';
  const response = await requestToken(storeOrigin, {
    grant_type: 'client_credentials',
    client_id: settings.clientId,
    client_secret: settings.clientSecret,
  });
  if (!response.ok) throw new Error(`The client credentials grant was refused: HTTP ${response.status}`);
  return ((await response.json()) as {access_token: string}).access_token;
}
