import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {HydratedRouter} from 'react-router/dom';
import {NonceProvider} from '~/lib/nonce';
import {parkRouteDiscovery} from '~/lib/lazy/routeDiscovery';
import {afterFirstFrame} from '~/lib/lazy/afterFirstFrame';

// The development build compares attributes while hydrating: it would warn about the parked ones.
if (import.meta.env.PROD) parkRouteDiscovery();

afterFirstFrame(() =>
  startTransition(() => {
    const existingNonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    hydrateRoot(
      document,
      <StrictMode>
        <NonceProvider value={existingNonce}>
          <HydratedRouter />
        </NonceProvider>
      </StrictMode>,
    );
  }),
);
