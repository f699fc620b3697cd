import {Slider} from '~/components/Slider/Slider';
import {ModuleHeader, Section} from '../shared/Section';
import * as shared from '../shared/shared.css';
import type {ModulePressQuotes, ModuleProps} from '../types';
import * as styles from './PressQuotes.css';

/**
 * Quotes from the press, each with its publication and a link to the piece,
 * one at a time in a looping slider that, unless the CMS turns autoplay off,
 * moves on every 5 s (rules:layout-constants) until paused, hovered or focused.
 */
export function PressQuotes({module, anchor, theme}: ModuleProps<ModulePressQuotes>) {
  const titleId = `${anchor}-title`;
  const quotes = (module.quotesCollection?.items ?? []).filter((quote) => quote?.quote);
  return (
    <Section anchor={anchor} titleId={module.title ? titleId : undefined} theme={theme} testId="press-quotes">
      <ModuleHeader id={titleId} title={module.title} />
      <Slider
        label="Press quotes"
        autoplay={module.autoplay !== false}
        loop
        slides={quotes.map((quote) =>
          quote ? (
            <figure key={quote.sys.id} className={`${shared.quote} ${styles.quote}`}>
              <blockquote cite={quote.url ?? undefined}>
                <p>“{quote.quote}”</p>
              </blockquote>
              <figcaption className={shared.cite}>
                {quote.url ? (
                  <a className={shared.textLink} href={quote.url} target="_blank" rel="noopener noreferrer">
                    {quote.publication}
                  </a>
                ) : (
                  quote.publication
                )}
              </figcaption>
            </figure>
          ) : null,
        )}
      />
    </Section>
  );
}
