import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import * as styles from './PackageView.css';

/** rules:packages-states: the package modal: the main product in the chosen colour, the secondary products and the total savings. */
export default function PackageView({props, close}: {props: Record<string, unknown>; close: () => void}) {
  const main = (props.main as string[] | undefined) ?? [];
  const secondary = (props.secondary as string[] | undefined) ?? [];
  return (
    <div data-testid="package-modal" className={styles.root}>
      <ul>
        {[...main, ...secondary].map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ul>
      {props.savings ? <p className={styles.savings}>Saving {String(props.savings)}</p> : null}
      <LocaleLink to={String(props.href ?? '/listings/bundles/')} onClick={close}>
        See the package
      </LocaleLink>
    </div>
  );
}
