import type {ModuleTheme} from '~/lib/moduleTheme';
import {ModuleHeader, Section} from '../shared/Section';
import type {ModuleValueProps} from '../types';
import * as styles from './ValueProps.css';

/** A row (Normal) or a list (Icon List) of short promises with icons. */
export function ValueProps({module, anchor, theme}: {theme?: ModuleTheme | null; module: ModuleValueProps; anchor: string}) {
  const titleId = `${anchor}-title`;
  // Item titles are headings under the module's own; without one they stay strong text (no skipped levels).
  const ItemTitle = module.title ? 'h3' : 'p';
  const items = (module.itemsCollection?.items ?? []).filter((item) => item?.title);
  return (
    <Section anchor={anchor} titleId={module.title ? titleId : undefined} theme={theme} testId="value-props">
      <ModuleHeader id={titleId} title={module.title} />
      <ul className={module.layout === 'Icon List' ? styles.iconList : styles.list} aria-label={module.title ? undefined : 'Why Keel'}>
        {items.map((item) =>
          item ? (
            <li key={item.sys.id} className={styles.item}>
              <ValuePropIcon />
              <div>
                <ItemTitle className={styles.itemTitle}>{item.title}</ItemTitle>
                {item.description ? <p>{item.description}</p> : null}
              </div>
            </li>
          ) : null,
        )}
      </ul>
    </Section>
  );
}

/** One calm mark for every value prop: a wave in a circle. */
function ValuePropIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="18" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M10 22c3-4 7-4 10 0s7 4 10 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
