import {DOCUMENT_ONLY, isOnServer, useDocumentOnly, type OnServer} from '~/lib/lazy/documentOnly';

/**
 * A product page's view event for the tracker (data-track-view, decision 0054). When `view` is ON_SERVER,
 * a document's, which only the server has (decision 0168): it writes the attribute, and the browser keeps
 * it as written (React leaves an attribute when hydrating, and the props do not change after).
 */
export function ProductView({view}: {view: string | OnServer}) {
  const drawn = useDocumentOnly<string>(DOCUMENT_ONLY.productView);
  return <div hidden data-track-view={isOnServer(view) ? drawn : view} suppressHydrationWarning />;
}
