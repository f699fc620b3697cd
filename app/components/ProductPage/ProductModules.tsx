import {Suspense} from 'react';
import {Await} from 'react-router';
import type {RenderedModules} from '~/lib/product/loader.server';
import type {ProductReviews} from '~/lib/reviews/reviews.server';
import {ReviewsList} from '~/components/Reviews/ReviewsSection';
import {Held} from '~/modules/HeldModule';
import {ModuleList} from '~/modules/ModuleRenderer';

/** The CMS modules below the product, streamed: drawn when the loader's promise resolves, nothing on failure. */
export default function ProductModules({modules, now}: {modules: Promise<RenderedModules>; now: number}) {
  return (
    <Await resolve={modules} errorElement={null}>
      {(data) =>
        data.modules.length ? <ModuleList modules={data.modules} now={now} navigation={data.navigation} /> : null
      }
    </Await>
  );
}

/**
 * The reviews section below the modules, held back like them (decision 0167): an empty wrapper with the
 * section's anchor until it nears the screen, then its list from the page's answer (`source`). `reviews`
 * is the summary the rating line reads; a product without reviews draws nothing. (Here, with the
 * modules, so the held parts' code is one chunk.)
 */
export function HeldReviews({
  reviews,
  source,
  title = 'What rowers say',
}: {
  reviews: Promise<ProductReviews | null>;
  source: string;
  title?: string;
}) {
  return (
    <Suspense fallback={null}>
      <Await resolve={reviews} errorElement={null}>
        {(summary) =>
          summary && summary.numberOfReviews.total > 0 ? (
            <Held id="product-reviews" anchor="reviews" load={({heldReviews}) => heldReviews(source)}>
              {(data) => <ReviewsList data={data} title={title} />}
            </Held>
          ) : null
        }
      </Await>
    </Suspense>
  );
}
