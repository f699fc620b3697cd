import {Icon} from '~/components/Icon/Icon';
import {ModuleHeader, Section} from '../shared/Section';
import type {ModuleProps, ModuleValueProps} from '../types';
import * as styles from './ValueProps.css';

/** A row (Normal) or a list (Icon List) of short promises with icons. */
export function ValueProps({module, anchor, theme}: ModuleProps<ModuleValueProps>) {
  const titleId = `${anchor}-title`;
  // Item titles are headings under the module's own; without one they stay strong text (no skipped levels).
  const ItemTitle = module.title ? 'h3' : 'p';
  const items = (module.itemsCollection?.items ?? []).filter((item) => item?.title);
  return (
    <Section anchor={anchor} titleId={module.title ? titleId : undefined} theme={theme} testId="value-props">
      <ModuleHeader id={titleId} title={module.title} />
      <ul
        className={module.layout === 'Icon List' ? styles.iconList : styles.list}
        aria-label={module.title ? undefined : 'Why Keel'}
      >
        {items.map((item) =>
          item ? (
            <li key={item.sys.id} className={styles.item}>
              <Icon name="value-prop" className={styles.icon} />
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
