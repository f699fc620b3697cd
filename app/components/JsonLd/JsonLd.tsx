import {isOnServer, useDocumentOnly, type DocumentOnlyKey} from '~/lib/lazy/documentOnly';
import {useNonce} from '~/lib/nonce';
import {jsonLdScript} from '~/lib/seo/structuredData';

/**
 * Structured data as a nonce'd JSON-LD script (the CSP stays on). When `data` is ON_SERVER, a document's,
 * which the loader gave the server only (decision 0168, `documentKey`): the server writes it, and the
 * browser keeps the script as it is (React leaves its content when hydrating, and the props do not change after).
 */
export function JsonLd({data, documentKey}: {data: unknown; documentKey?: DocumentOnlyKey}) {
  const nonce = useNonce();
  const drawn = useDocumentOnly<unknown>(documentKey);
  const shown = isOnServer(data) ? drawn : data;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{__html: shown === undefined ? '' : jsonLdScript(shown)}}
      suppressHydrationWarning
    />
  );
}
