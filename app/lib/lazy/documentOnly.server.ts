import {ON_SERVER, type DocumentOnly, type DocumentOnlyKey, type OnServer} from './documentOnly';

/**
 * decision 0168: `value` as it is for a data request (a client-side navigation, a revalidation); for a
 * document, kept for the server's render under `key`, with ON_SERVER in the loader data in its place. Null
 * and undefined stay as they are, so a part can still tell "none" from "drawn by the server".
 */
export function keepForDocument<Value>(
  context: {holdsModules: boolean; documentOnly: DocumentOnly},
  key: DocumentOnlyKey,
  value: Value,
): Value | OnServer {
  if (!context.holdsModules || value === null || value === undefined) return value;
  context.documentOnly.set(key, value);
  return ON_SERVER;
}
