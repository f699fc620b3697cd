import type {Document} from '@contentful/rich-text-types';
import {RichText} from '~/components/RichText/RichText';
import {accordionRow, fontLevel, fontWeight, headingTag, type CmsFontStyle} from '~/lib/content/fontStyle';
import {Cta} from '../shared/Cta';
import {ModuleHeader, Section} from '../shared/Section';
import {ctaRow} from '../shared/shared.css';
import type {ModuleFaq, ModuleProps} from '../types';
import * as fonts from '../shared/fontStyle.css';
import * as styles from './Faq.css';

/** The classes of a CMS font style: its level (when set) and weight. */
function fontClasses(style: CmsFontStyle | null | undefined): string {
  const level = fontLevel(style);
  return [level ? fonts.fontLevel[level] : null, fonts.fontWeight[fontWeight(style)]].filter(Boolean).join(' ');
}

/**
 * rules:content-fields, rules:content-states: an FAQ group; each item toggles open and closed and
 * 'openOnLoad' starts it open. Native <details>: keyboard operable and
 * working before (and without) JavaScript. The group's font styles set the
 * title's and the questions' level, weight and heading level.
 */
export function Faq({module, anchor, theme}: ModuleProps<ModuleFaq>) {
  const titleId = `${anchor}-title`;
  const items = (module.itemsCollection?.items ?? []).filter((item) => item?.question);
  const Question = headingTag(module.questionFontStyle, 'h3');
  const questionClass = `${styles.question} ${fontClasses(module.questionFontStyle)}`;
  const summaryClass =
    accordionRow(module.questionFontStyle) === 'tall' ? `${styles.summary} ${styles.tall}` : styles.summary;
  return (
    <Section anchor={anchor} titleId={titleId} theme={theme} testId="faq">
      <ModuleHeader
        id={titleId}
        title={module.title}
        as={headingTag(module.fontStyle, 'h2')}
        titleClassName={module.fontStyle ? fontClasses(module.fontStyle) : undefined}
      />
      <div className={styles.list}>
        {items.map((item) =>
          item ? (
            <details key={item.sys.id} className={styles.item} open={Boolean(item.openOnLoad)}>
              <summary className={summaryClass}>
                <Question className={questionClass}>{item.question}</Question>
              </summary>
              <div className={styles.answer}>
                {item.answerRichText?.json ? (
                  <RichText document={item.answerRichText.json as Document} />
                ) : (
                  <p>{item.answer}</p>
                )}
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
