import {useEffect, useState} from 'react';
import type {Configurator as ConfiguratorModel} from '~/lib/configurator/model';
import {useLocale} from '~/lib/useLocale';
import Configurator from './Configurator';

type Loaded = {configurator: ConfiguratorModel} | {error: string};

/**
 * The configurator inside a rower's detail page: its content comes through
 * POST /api/contentful/get-configurator/ (rules:configurator-content-call) once the shopper opens
 * it, so the page's loader and first-load JavaScript stay as they are.
 */
export default function PdpConfigurator({
  id,
  color,
  variantParam,
}: {
  id: string;
  color: string;
  variantParam: string | null;
}) {
  const locale = useLocale();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/contentful/get-configurator/', {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json'},
      body: JSON.stringify({locale: locale.code, id, basic: false}),
      signal: controller.signal,
    })
      .then(async (response) => {
        const body = (await response.json()) as {data?: ConfiguratorModel; error?: string};
        setLoaded(
          response.ok && body.data
            ? {configurator: body.data}
            : {error: body.error ?? `The configurator could not load (${response.status}).`},
        );
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setLoaded({error: error instanceof Error ? error.message : 'The configurator could not load.'});
      });
    return () => controller.abort();
  }, [id, locale.code]);
  if (!loaded) return <p role="status">Loading the configurator…</p>;
  if ('error' in loaded) {
    return (
      <p role="alert">
        Sorry, the configurator isn’t available right now. You can still add the rower above, or try again later.
      </p>
    );
  }
  return <Configurator configurator={loaded.configurator} mode="pdp" color={color} variantParam={variantParam} />;
}
