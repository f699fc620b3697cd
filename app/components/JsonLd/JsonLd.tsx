import {useNonce} from '@shopify/hydrogen';
import {jsonLdScript} from '~/lib/structuredData';

/** Structured data as a nonce'd JSON-LD script (the CSP stays on). */
export function JsonLd({data}: {data: unknown}) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{__html: jsonLdScript(data)}} />;
}
