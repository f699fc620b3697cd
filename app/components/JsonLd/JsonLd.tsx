import {useNonce} from '~/lib/nonce';
import {jsonLdScript} from '~/lib/seo/structuredData';

/** Structured data as a nonce'd JSON-LD script (the CSP stays on). */
export function JsonLd({data}: {data: unknown}) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{__html: jsonLdScript(data)}} />;
}
