import {readGraphQLBody} from '../http/body';
import {send, type Handler} from '../http/handler';
import {executeContent, type ContentSpace} from './api';

/** What the Content API checks a request against: the app's space, environment and tokens. */
export interface ContentTokens {
  CONTENTFUL_SPACE_ID: string;
  CONTENTFUL_ENVIRONMENT: string;
  CONTENTFUL_ACCESS_TOKEN: string;
  CONTENTFUL_PREVIEW_ACCESS_TOKEN: string;
}

const contentfulError = (status: number, message: string, code: string) =>
  send(status, {errors: [{message, extensions: {contentful: {code, requestId: 'keel-dev'}}}]});

/** Contentful's GraphQL Content API at /content/v1/spaces/{space}/environments/{environment} (decision 0142). */
export function createContentHandler(space: ContentSpace, tokens: ContentTokens): Handler {
  return async (request) => {
    const url = new URL(request.url);
    const content = /^\/content\/v1\/spaces\/([^/]+)\/environments\/([^/]+)\/?$/.exec(url.pathname);
    if (!content) return null;
    // Contentful's documented errors: 401 for the token, 400 for an unknown space or environment.
    const bearer =
      /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? url.searchParams.get('access_token');
    if (!bearer) return contentfulError(401, 'Access token missing.', 'ACCESS_TOKEN_MISSING');
    const preview = bearer === tokens.CONTENTFUL_PREVIEW_ACCESS_TOKEN;
    if (!preview && bearer !== tokens.CONTENTFUL_ACCESS_TOKEN) {
      return contentfulError(
        401,
        'The access token you sent could not be found or is invalid.',
        'ACCESS_TOKEN_INVALID',
      );
    }
    if (content[1] !== tokens.CONTENTFUL_SPACE_ID) {
      return contentfulError(
        400,
        `Query cannot be executed. Requested space '${content[1]}' does not exist.`,
        'UNKNOWN_SPACE',
      );
    }
    if (content[2] !== tokens.CONTENTFUL_ENVIRONMENT) {
      return contentfulError(
        400,
        `Query cannot be executed. Requested environment '${content[2]}' does not exist.`,
        'UNKNOWN_ENVIRONMENT',
      );
    }
    const result = await executeContent(space, await readGraphQLBody(request), {preview, origin: url.origin});
    return send(result.status, result.body);
  };
}
