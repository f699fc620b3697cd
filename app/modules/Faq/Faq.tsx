import type {ModuleTheme} from '~/lib/moduleTheme';
import type {Document} from '@contentful/rich-text-types';
import {RichText} from '~/components/RichText/RichText';
import {Cta} from '../shared/Cta';
import {ModuleHeader, Section} from '../shared/Section';
import {ctaRow} from '../shared/shared.css';
import type {ModuleFaq} from '../types';
import * as styles from './Faq.css';

/**
 * spec 3 and 4: an FAQ group; each item toggles open and closed and
 * 'openOnLoad' starts it open. Native <details>: keyboard operable and
 * working before (and without) JavaScript.
 */
export function Faq({module, anchor, theme}: {theme?: ModuleTheme | null; module: ModuleFaq; anchor: string}) {
  const titleId = `${anchor}-title`;
  const items = (module.itemsCollection?.items ?? []).filter((item) => item?.question);
  return (
    <Section anchor={anchor} titleId={titleId} theme={theme} testId="faq">
      <ModuleHeader id={titleId} title={module.title} />
      <div className={styles.list}>
        {items.map((item) =>
          item ? (
            <details key={item.sys.id} className={styles.item} open={Boolean(item.openOnLoad)}>
              <summary className={styles.summary}>
                <h3 className={styles.question}>{item.question}</h3>
              </summary>
              <div className={styles.answer}>
                {item.answerRichText?.json ? <RichText document={item.answerRichText.json as Document} /> : <p>{item.answer}</p>}
              </div>
            </details>
          ) : null,
        )}
      </div>
      {module.cta ? (
        <div className={ctaRow}>
          <Cta cta={module.cta} />
        </div>
      ) : null}
    </Section>
  );
}
