import {postBody} from '../http/body';
import {fromResult, type Handler} from '../http/handler';
import {handleGa4} from './ga4';
import {handleKlaviyo} from './klaviyo';

/** GA4's Measurement Protocol and Klaviyo: the worker calls them, and the thank-you page's pixel (decision 0142). */
export const measurementHandler: Handler = async (request) => {
  const url = new URL(request.url);
  if (!url.pathname.startsWith('/ga4/') && !url.pathname.startsWith('/klaviyo/')) return null;
  const body = await postBody(request);
  return fromResult(
    handleGa4(request.method, url, body) ??
      handleKlaviyo(request.method, url, Object.fromEntries(request.headers), body),
  );
};
