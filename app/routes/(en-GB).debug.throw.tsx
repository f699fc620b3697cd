import * as styles from '~/components/ErrorPage/ErrorTest.css';
import type {Route} from './+types/(en-GB).debug.throw';
import {privatePageMeta} from '~/lib/seo/privatePage';

export const meta: Route.MetaFunction = () => privatePageMeta('Error reporting test');

/**
 * A route that throws, to prove error reporting end to end (decision 0059).
 * Only with ERROR_TEST_ROUTE=true (tests and development); a 404 otherwise.
 * `?where=browser` renders a button that throws in the browser instead of
 * in the loader. The messages carry made-up personal data the reports must not.
 */
export function loader({context, request}: Route.LoaderArgs) {
  if (context.env.ERROR_TEST_ROUTE !== 'true') throw new Response('Not found', {status: 404});
  if (new URL(request.url).searchParams.get('where') === 'browser') return {where: 'browser' as const};
  throw new Error('Test error from /debug/throw for ada@example.com with cart gid://shopify/Cart/c1-test-cart');
}

export default function DebugThrow() {
  const raise = () =>
    setTimeout(() => {
      throw new Error('Test browser error from /debug/throw for ada@example.com');
    }, 0);
  return (
    <section className={styles.page}>
      <h1>Error reporting test</h1>
      <button type="button" onClick={raise} className={styles.button}>
        Throw an error
      </button>
    </section>
  );
}
