import {postBody} from '../http/body';
import {fromResult, type Handler} from '../http/handler';
import {handleCustomerPrivacy} from './customerPrivacy';
import {handleMonorail} from './monorail';

const PREFIXES = ['/unstable/', '/monorail/', '/shopifycloud/', '/customer-privacy/'];

/** Shopify's analytics (Monorail) and the Customer Privacy API's script (decisions 0125, 0142). */
export const shopifyAnalyticsHandler: Handler = async (request) => {
  const url = new URL(request.url);
  if (!PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return null;
  const headers = {
    contentType: request.headers.get('content-type') ?? undefined,
    userAgent: request.headers.get('user-agent') ?? undefined,
  };
  return fromResult(
    handleMonorail(request.method, url, await postBody(request), headers) ?? handleCustomerPrivacy(request.method, url),
  );
};
