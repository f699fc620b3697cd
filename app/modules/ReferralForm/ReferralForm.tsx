import {useEffect, useRef, useState, type ReactNode} from 'react';
import {useNonce} from '~/lib/nonce';
import {lookupWithRetry} from '~/lib/payLater/prequalification';
import {loadScript} from '~/lib/loadScript';
import {useLocale} from '~/lib/useLocale';
import {Cta} from '../shared/Cta';
import {OverlaySection} from '../shared/OverlaySection';
import * as shared from '../shared/shared.css';
import type {ModuleExtras, ModuleReferralForm} from '../types';
import * as styles from './ReferralForm.css';

/**
 * rules:content-fields referral form: the offer over its background (rules:layout-constants: 1300px at
 * quality 80). With the provider on (useReferralApi) and its script
 * configured (extras.referralScript, rules:content-modules: one per locale), the
 * provider's own form takes the copy's place once it has mounted; the
 * terms link stays below it in every state.
 */
export function ReferralForm({
  module,
  anchor,
  extras,
}: {
  module: ModuleReferralForm;
  anchor: string;
  extras: ModuleExtras;
}) {
  const copy = module.copy ? <p className={shared.subtitle}>{module.copy}</p> : null;
  return (
    <OverlaySection anchor={anchor} testId="referral" module={module} imageWidth={1300}>
      {extras.referralScript ? <ProviderForm src={extras.referralScript}>{copy}</ProviderForm> : copy}
      <div className={shared.ctaRow}>
        <Cta cta={module.cta} appearance="text" />
      </div>
    </OverlaySection>
  );
}

interface ReferralApi {
  locales?: Record<string, unknown>;
  mount: (element: HTMLElement, options: {locale: string}) => boolean;
}

let warned = false;

/**
 * The referral provider's form, mounted after hydration into a box of fixed
 * height. Until it mounts, or if it never does, the box shows the module's
 * copy (a failure is logged once, as a warning: the page is still whole).
 */
function ProviderForm({src, children}: {src: string; children: ReactNode}) {
  const locale = useLocale().code;
  const nonce = useNonce();
  const mountPoint = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'mounted' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    const global = window as unknown as {KeelReferral?: ReferralApi};
    const fail = (reason: string) => {
      if (cancelled) return;
      if (!warned) console.warn(`[referral] the provider's form is not shown: ${reason}`);
      warned = true;
      setState('failed');
    };
    loadScript(src, {nonce, dataset: {referral: 'true'}})
      // Its locale registered: a script of another locale may have defined the global before.
      .then(() => lookupWithRetry(() => (global.KeelReferral?.locales?.[locale] ? global.KeelReferral : undefined)))
      .then((api) => {
        if (cancelled) return;
        if (!api || !mountPoint.current) return fail(`no KeelReferral for ${locale}`);
        if (api.mount(mountPoint.current, {locale})) setState('mounted');
        else fail('mount refused');
      })
      .catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
    return () => {
      cancelled = true;
    };
  }, [src, locale, nonce]);

  return (
    <div data-testid="referral-provider" data-state={state} className={styles.providerBox}>
      {/* React never renders into the mount point: the provider owns its children. */}
      <div ref={mountPoint} hidden={state !== 'mounted'} />
      {state === 'mounted' ? null : children}
    </div>
  );
}
