import {EQUIPMENT_COMPARE_ROWS} from '~/lib/content/pageModules';
import {visuallyHidden} from '../shared/shared.css';
import {ModuleHeader, Section} from '../shared/Section';
import type {Effectiveness, ModuleEquipmentCompare, ModuleProps} from '../types';
import * as styles from './EquipmentCompare.css';

/**
 * rules:content-fields, rules:layout-constants: the equipment comparison table. Rows Low Impact, Upper
 * Body, Lower Body, Range of Motion and Core; a 130px column per kind of
 * equipment; the highlighted item's column stands out.
 */
export function EquipmentCompare({module, anchor, theme}: ModuleProps<ModuleEquipmentCompare>) {
  const titleId = `${anchor}-title`;
  const items = (module.itemsCollection?.items ?? []).filter((item) => item?.name);
  const legend = (module.legendCollection?.items ?? []).flatMap((entry) =>
    entry?.title ? [{title: entry.title, value: entry.value}] : [],
  );
  return (
    <Section anchor={anchor} titleId={titleId} theme={theme} testId="equipment-compare">
      <ModuleHeader id={titleId} title={module.title} subtitle={module.subtitle} />
      {/* A keyboard user can scroll the table on narrow screens (WCAG 2.1.1): the region takes focus. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.scroller} tabIndex={0} role="group" aria-labelledby={titleId}>
        <table className={styles.table}>
          <caption className={visuallyHidden}>{module.title}</caption>
          <thead>
            <tr>
              <td className={styles.labelCell} />
              {items.map((item) =>
                item ? (
                  <th
                    key={item.sys.id}
                    scope="col"
                    className={`${styles.cell} ${item.isHighlighted ? styles.highlighted : ''}`}
                  >
                    {item.name}
                  </th>
                ) : null,
              )}
            </tr>
          </thead>
          <tbody>
            {EQUIPMENT_COMPARE_ROWS.map((row) => (
              <tr key={row.key}>
                <th scope="row" className={styles.labelCell}>
                  {row.label}
                </th>
                {items.map((item) =>
                  item ? (
                    <td key={item.sys.id} className={`${styles.cell} ${item.isHighlighted ? styles.highlighted : ''}`}>
                      <Rating value={item[row.key]} />
                    </td>
                  ) : null,
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {legend.length ? (
        <ul className={styles.legend} aria-label="Legend">
          {legend.map((entry) => (
            <li key={entry.title}>
              <Rating value={entry} />
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

/** An effectiveness value 0..4 as four dots, with its title as the words. */
function Rating({value}: {value: Effectiveness | null}) {
  const filled = Math.max(0, Math.min(4, Math.round(value?.value ?? 0)));
  return (
    <span className={styles.rating}>
      <span className={styles.dots} aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <span key={index} className={`${styles.dot} ${index < filled ? styles.dotOn : ''}`} />
        ))}
      </span>
      <span>{value?.title ?? `${filled} of 4`}</span>
    </span>
  );
}
