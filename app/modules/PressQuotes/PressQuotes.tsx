import type {ModuleTheme} from '~/lib/moduleTheme';
import {ModuleHeader, Section} from '../shared/Section';
import * as shared from '../shared/shared.css';
import type {ModulePressQuotes} from '../types';

/** Quotes from the press, each with its publication and a link to the piece. */
export function PressQuotes({module, anchor, theme}: {module: ModulePressQuotes; anchor: string; theme?: ModuleTheme | null}) {
  const titleId = `${anchor}-title`;
  const quotes = (module.quotesCollection?.items ?? []).filter((quote) => quote?.quote);
  return (
    <Section anchor={anchor} titleId={module.title ? titleId : undefined} theme={theme} testId="press-quotes">
      <ModuleHeader id={titleId} title={module.title} />
      <ul className={shared.cardGrid} aria-label={module.title ? undefined : 'In the press'}>
        {quotes.map((quote) =>
          quote ? (
            <li key={quote.sys.id}>
              <figure className={shared.quote}>
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
            </li>
          ) : null,
        )}
      </ul>
    </Section>
  );
}
