import * as styles from './Account.css';

/** An address as the Customer Account API formats it: one line per entry of `formatted`. */
export function AddressLines({lines}: {lines: readonly string[]}) {
  return (
    <address className={styles.address}>
      {lines.map((part, index) => (
        <span key={index}>
          {index > 0 ? <br /> : null}
          {part}
        </span>
      ))}
    </address>
  );
}
