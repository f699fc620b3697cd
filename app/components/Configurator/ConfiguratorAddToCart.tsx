import {useSelector} from '@xstate/react';
import type {ReactNode} from 'react';
import type {ActorRefFrom} from 'xstate';
import {canAdd, type configuratorMachine} from '~/lib/configurator/configuratorMachine';
import {button} from '~/styles/button';
import * as styles from './Configurator.css';

export interface AddToCartProps {
  actor: ActorRefFrom<typeof configuratorMachine>;
  /** The add is under way: the button says so and waits. */
  busy: boolean;
  label: string;
  id?: string;
  /** Buttons beside the add (the interstitial's 'Continue to cart'). */
  children?: ReactNode;
}

/** The configurator's add (on the page and in an interstitial): enabled when the machine can add, its error under the buttons. */
export function AddToCart({actor, busy, label, id, children}: AddToCartProps) {
  const enabled = useSelector(actor, canAdd);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  return (
    <>
      <button
        type="button"
        id={id}
        className={button({variant: 'PRIMARY', fullWidth: true})}
        disabled={!enabled}
        aria-busy={busy}
        onClick={() => actor.send({type: 'cart.add'})}
      >
        {busy ? 'Adding…' : label}
      </button>
      {children}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
