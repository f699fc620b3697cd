import {useEffect} from 'react';
import {useFetcher} from 'react-router';
import {track} from '~/lib/tracking/queue';
import {useLocale} from '~/lib/useLocale';
import {localePath} from '~/lib/i18n';
import {button} from '~/styles/button';
import {CmsImage} from '../shared/CmsImage';
import {ModuleHeader, Section} from '../shared/Section';
import * as shared from '../shared/shared.css';
import type {ModuleNewsletter, ModuleProps} from '../types';

/**
 * rules:content-fields newsletter form: an e-mail address validated on the server (zod,
 * /api/newsletter), then the CMS's confirmation message, over a faint
 * background image when the CMS gives one. The route hands the sign-up to
 * the CRM; the tracker then logs it with the CRM's form submission (rules:content-modules).
 */
export function Newsletter({module, anchor, theme}: ModuleProps<ModuleNewsletter>) {
  const titleId = `${anchor}-title`;
  const locale = useLocale();
  const fetcher = useFetcher<{ok: true} | {ok: false; error: string}>();
  const result = fetcher.data;
  const signedUp = result?.ok === true;
  useEffect(() => {
    if (signedUp) track({type: 'newsletterSignedUp'});
  }, [signedUp]);
  const errorId = `${anchor}-error`;
  return (
    <Section
      anchor={anchor}
      titleId={titleId}
      theme={theme}
      testId="newsletter"
      className={module.backgroundImage ? shared.backdrop : undefined}
    >
      <CmsImage asset={module.backgroundImage} width={1300} sizes="100vw" alt="" className={shared.backdropImage} />
      <ModuleHeader id={titleId} title={module.title} subtitle={module.description} />
      {result?.ok ? (
        <p role="status" className={shared.subtitle}>
          {module.confirmationMessage}
        </p>
      ) : (
        <fetcher.Form
          method="post"
          action={localePath('/api/newsletter', locale)}
          className={shared.inlineForm}
          noValidate
        >
          <input type="hidden" name="formId" value={module.formId ?? ''} />
          <label htmlFor={`${anchor}-email`} className={shared.label}>
            E-mail address
          </label>
          <div className={shared.inlineFields}>
            <input
              id={`${anchor}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              placeholder={module.inputPlaceholderText ?? ''}
              className={shared.input}
              aria-invalid={result && !result.ok ? true : undefined}
              aria-describedby={result && !result.ok ? errorId : undefined}
            />
            <button type="submit" className={button({variant: 'PRIMARY'})} disabled={fetcher.state !== 'idle'}>
              {module.buttonText ?? 'Sign up'}
            </button>
          </div>
          {result && !result.ok ? (
            <p id={errorId} role="alert" className={shared.error}>
              {result.error}
            </p>
          ) : null}
          {module.emailNotification ? <p className={shared.small}>{module.emailNotification}</p> : null}
        </fetcher.Form>
      )}
    </Section>
  );
}
