import type {ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {createStaticHandler, createStaticRouter, StaticRouterProvider} from 'react-router';

/**
 * For unit tests: server-renders an element inside a data router whose root data names the locale (and
 * whatever else `rootData` holds), as the app's root loader does, so LocaleLink and useLocale work.
 */
export async function renderWithLocale(
  element: ReactNode,
  rootData: {localeCode: string} & Record<string, unknown> = {localeCode: 'en-US'},
  url = 'http://localhost/',
) {
  const handler = createStaticHandler([{id: 'root', path: '*', loader: () => rootData, element}]);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error('unexpected response');
  return renderToStaticMarkup(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}
