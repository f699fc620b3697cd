import {createActorContext} from '@xstate/react';
import {Suspense, useEffect, useId, useRef} from 'react';
import {createPortal} from 'react-dom';
import {modalStackMachine, scrollLocked, type ModalEntry} from '~/components/Modal/modalStackMachine';
import {onFirstUse} from '~/lib/lazy/firstUse';
import {visuallyHidden} from '~/styles/global.css';
import {Icon} from '~/components/Icon/Icon';
import type {ModalCommand} from './ModalBridge';
import {trapFocus} from './focusTrap';
import * as styles from './Modal.css';
import {modalView} from './registry';

export {preloadModalView} from './registry';

/**
 * The lazy half of the modal stack: the machine (rules:shell-states) and the dialogs it shows. Its actor's
 * context is made when the first modal opens, not when the idle chunk holding it is evaluated (decision 0179).
 */
const modalStack = onFirstUse(() => createActorContext(modalStackMachine()));

export default function ModalRoot({onReady}: {onReady: (send: (command: ModalCommand) => void) => void}) {
  const ModalStack = modalStack();
  return (
    <ModalStack.Provider>
      <Connect onReady={onReady} />
      <ScrollLock />
      <Dialogs />
    </ModalStack.Provider>
  );
}

function Connect({onReady}: {onReady: (send: (command: ModalCommand) => void) => void}) {
  const actor = modalStack().useActorRef();
  useEffect(() => onReady((command) => actor.send(command)), [actor, onReady]);
  return null;
}

/** rules:shell-states: the page does not scroll while a modal is open. */
function ScrollLock() {
  const locked = modalStack().useSelector((snapshot) => scrollLocked(snapshot.context));
  useEffect(() => {
    if (!locked) return;
    const {overflow, paddingRight} = document.body.style;
    // Keep the layout still when the scrollbar disappears.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    document.body.style.overflow = 'hidden';
    if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;
    return () => {
      document.body.style.overflow = overflow;
      document.body.style.paddingRight = paddingRight;
    };
  }, [locked]);
  return null;
}

function Dialogs() {
  const modals = modalStack().useSelector((snapshot) => snapshot.context.activeModals);
  return createPortal(
    <>
      {modals.map((entry) => (
        <Dialog key={entry.kind} entry={entry} />
      ))}
    </>,
    document.body,
  );
}

/**
 * One dialog (rules:shell-states): traps focus, closes on Escape (when on top), on its
 * close button and, as its entry allows, on a backdrop click; fades out for
 * 300 ms; gives focus back to its opener.
 */
function Dialog({entry}: {entry: ModalEntry}) {
  const ModalStack = modalStack();
  const actor = ModalStack.useActorRef();
  const closing = ModalStack.useSelector((snapshot) => snapshot.context.modalToClose === entry.kind);
  const isTop = ModalStack.useSelector((snapshot) => snapshot.context.activeModals.at(-1)?.kind === entry.kind);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const view = modalView(entry.kind);
  const props = entry.props ?? {};
  const close = () => actor.send({type: 'modal.close', kind: entry.kind});

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const release = trapFocus(dialog);
    const openerId = entry.openerId;
    return () => {
      release();
      if (openerId) document.getElementById(openerId)?.focus();
    };
  }, [entry.openerId]);

  useEffect(() => {
    if (!isTop) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        actor.send({type: 'modal.escape'});
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isTop, actor]);

  const title = view?.title(props) ?? entry.kind;
  const backdropOpacity = (props.backdropOpacity as 100 | 90 | 75 | 50 | 25 | undefined) ?? 90;
  return (
    <div className={`${styles.root} ${closing ? styles.closing : ''}`} data-modal-kind={entry.kind}>
      <div
        className={`${styles.backdrop} ${styles.backdropOpacity[backdropOpacity]}`}
        aria-hidden="true"
        data-testid="modal-backdrop"
        onClick={() => actor.send({type: 'modal.backdropClick', viewportWidth: window.innerWidth})}
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.dialog} ${view?.wide ? styles.wide : ''}`}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={view?.hideTitle ? visuallyHidden : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.closeButton} onClick={close} aria-label={`Close ${title}`}>
            <Icon name="close" size={20} />
          </button>
        </div>
        {view ? (
          <Suspense fallback={<p>Loading…</p>}>
            <view.View props={props} close={close} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
