import {Fragment, type ReactNode} from 'react';
import type {ModuleTheme} from '~/lib/content/moduleTheme';
import type {CmsCta} from '../types';
import {Cta} from './Cta';
import {ModuleHeader, Section} from './Section';
import * as shared from './shared.css';

export interface CardModuleProps<T extends {sys: {id: string}}> {
  anchor: string;
  testId: string;
  theme?: ModuleTheme | null;
  title: string | null;
  subtitle?: string | null;
  /** The module's entries; the ones the CMS left empty (null) are skipped. */
  items: ReadonlyArray<T | null>;
  /** One entry's card: an `li`. */
  card: (item: T) => ReactNode;
  /** The module's call to action under the grid; without the prop there is no CTA row. */
  cta?: CmsCta | null;
}

/** A module of cards (coaches, people, workouts): its header, one card per entry in the grid, then its CTA. */
export function CardModule<T extends {sys: {id: string}}>({
  anchor,
  testId,
  theme,
  title,
  subtitle,
  items,
  card,
  cta,
}: CardModuleProps<T>) {
  const titleId = `${anchor}-title`;
  return (
    <Section anchor={anchor} titleId={titleId} theme={theme} testId={testId}>
      <ModuleHeader id={titleId} title={title} subtitle={subtitle} />
      <ul className={shared.cardGrid}>
        {items.map((item) => (item ? <Fragment key={item.sys.id}>{card(item)}</Fragment> : null))}
      </ul>
      {cta !== undefined ? (
        <div className={shared.ctaRow}>
          <Cta cta={cta} />
        </div>
      ) : null}
    </Section>
  );
}
