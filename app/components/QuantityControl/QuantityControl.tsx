import {useId} from 'react';
import {clampTypedQuantity, quantityButtons} from '~/lib/cart/quantity';
import * as styles from './QuantityControl.css';

/** rules:cart-rules: minus disabled at 1, plus disabled at 9, typed values clamped to 0..10. */
export function QuantityControl({
  value,
  onChange,
  label = 'Quantity',
}: {
  value: number;
  onChange: (value: number) => void;
  label?: string;
}) {
  const id = useId();
  const {minusDisabled, plusDisabled} = quantityButtons(value);
  return (
    <div className={styles.control} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} hidden>
        {label}
      </span>
      <button
        type="button"
        className={styles.button}
        onClick={() => onChange(value - 1)}
        disabled={minusDisabled}
        aria-label="Decrease quantity"
      >
        −
      </button>
      <input
        id={id}
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={0}
        max={10}
        value={value}
        aria-label={label}
        onChange={(event) => onChange(clampTypedQuantity(event.target.value))}
      />
      <button
        type="button"
        className={styles.button}
        onClick={() => onChange(value + 1)}
        disabled={plusDisabled}
        aria-label="Increase quantity"
      >
        +
      </button>
    </div>
  );
}
