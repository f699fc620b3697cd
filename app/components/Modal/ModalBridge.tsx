import {
  createContext,
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useContext,
  useId,
  useMemo,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type ReactNode,
} from 'react';
import type {ModalEntry, ModalKind} from '~/components/Modal/modalStackMachine';

/**
 * The eager half of the modal stack: a tiny context that components use to
 * open and close modals. The XState machine and the modal views load on the
 * first open (they are not part of any route's first-load JavaScript);
 * requests made before they arrive are queued and replayed in order.
 */

export type ModalCommand = {type: 'modal.open'; modal: ModalEntry} | {type: 'modal.close'; kind: ModalKind};

interface ModalBridgeValue {
  open: (kind: ModalKind, entry?: Omit<ModalEntry, 'kind'>) => void;
  close: (kind: ModalKind) => void;
  /** Loads the modal system, and a kind's view when named, ahead of a likely open (e.g. on hover or focus). */
  preload: (kind?: ModalKind) => void;
}

const Bridge = createContext<ModalBridgeValue | null>(null);

const loadRoot = () => import('./ModalRoot');
const ModalRoot = lazy(loadRoot);

export function ModalBridgeProvider({children}: {children: ReactNode}) {
  const [wanted, setWanted] = useState(false);
  const send = useRef<((command: ModalCommand) => void) | null>(null);
  const queue = useRef<ModalCommand[]>([]);

  const dispatch = useCallback((command: ModalCommand) => {
    if (send.current) {
      send.current(command);
      return;
    }
    queue.current.push(command);
    // In a transition: parts of the page still hydrating are hydrated first instead of
    // being thrown away and rendered again on the client (React error 421).
    startTransition(() => setWanted(true));
  }, []);

  const onReady = useCallback((sender: (command: ModalCommand) => void) => {
    send.current = sender;
    for (const command of queue.current.splice(0)) sender(command);
  }, []);

  const value = useMemo<ModalBridgeValue>(
    () => ({
      open: (kind, entry = {}) => dispatch({type: 'modal.open', modal: {kind, ...entry}}),
      close: (kind) => dispatch({type: 'modal.close', kind}),
      preload: (kind) => void loadRoot().then((root) => (kind ? root.preloadModalView(kind) : undefined)),
    }),
    [dispatch],
  );

  return (
    <Bridge.Provider value={value}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <ModalRoot onReady={onReady} />
        </Suspense>
      ) : null}
    </Bridge.Provider>
  );
}

export function useModals(): ModalBridgeValue {
  const value = useContext(Bridge);
  if (!value) throw new Error('useModals needs a ModalBridgeProvider');
  return value;
}

type ButtonAttributes = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'id' | 'onClick' | 'children'>;

/**
 * A button that opens a modal (rules:shell-states): the modal's code starts loading when the pointer or
 * focus reaches it, and focus comes back to it when the modal closes, or to `returnFocusTo` (a button
 * inside a menu that closes as the modal opens). Other attributes go to the button.
 */
export function ModalButton({
  kind,
  props,
  id,
  returnFocusTo,
  part,
  children,
  ...attributes
}: ButtonAttributes & {
  kind: ModalKind;
  /** What the modal shows. */
  props: Record<string, unknown>;
  /** A stable id, where a test or the page names the opener. */
  id?: string;
  returnFocusTo?: string;
  part?: string;
  children: ReactNode;
}) {
  const {open, preload} = useModals();
  const ownId = useId();
  const openerId = id ?? ownId;
  return (
    <button
      type="button"
      id={openerId}
      {...attributes}
      data-part={part}
      onPointerEnter={() => preload()}
      onFocus={() => preload()}
      onClick={() => open(kind, {openerId: returnFocusTo ?? openerId, props})}
    >
      {children}
    </button>
  );
}
