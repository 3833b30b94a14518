import { atom, type ReadableAtom } from 'nanostores';
import { INITIAL_MODAL_STATE, reduceModal, type ModalAction, type ModalOptions, type ModalState } from './state';

/**
 * A modal's code, loaded on demand (spec 002 §2.1 "The modal code is loaded on
 * demand"). The sdk is framework-free, so the component type is a parameter:
 * the Preact host registers Preact components.
 */
export interface ModalRegistration<C = unknown> {
  load: () => Promise<C>;
  options?: Partial<ModalOptions>;
}

/** Thrown by openModal's result for an id nobody registered. */
export class UnknownModalError extends Error {
  constructor(id: string, known: readonly string[]) {
    super(`openModal: expected a registered modal id (${known.join(', ') || 'none registered'}), got "${id}"`);
    this.name = 'UnknownModalError';
  }
}

export interface ModalController<C = unknown> {
  readonly $modal: ReadableAtom<ModalState>;
  /** Registers (or replaces) the modal `id`. */
  registerModal(id: string, registration: ModalRegistration<C>): void;
  /** Registers a family of ids decided by `matches` (`{product}-login`); exact ids win. */
  registerModalFamily(matches: (id: string) => boolean, registration: ModalRegistration<C>): void;
  /** Opens `id`; does nothing when it is already open. Returns false for an unknown id (and warns). */
  openModal(id: string, props?: Record<string, unknown>): boolean;
  closeModal(): void;
  /** Loads the open modal's code again after a failure. */
  retryLoad(): void;
  goToPage(page: number): void;
  nextPage(): void;
  previousPage(): void;
  /** The loaded code of `id`, or undefined while it is not loaded. */
  loadedModal(id: string): C | undefined;
  isRegistered(id: string): boolean;
}

/** A modal controller with its own store and registry (the page shares one: `modalController`). */
export function createModalController<C = unknown>(warn: (message: string) => void = console.warn): ModalController<C> {
  const $modal = atom<ModalState>(INITIAL_MODAL_STATE);
  const registry = new Map<string, ModalRegistration<C>>();
  const families: { matches: (id: string) => boolean; registration: ModalRegistration<C> }[] = [];
  const loaded = new Map<string, C>();
  const loading = new Map<string, Promise<void>>();

  const dispatch = (action: ModalAction) => {
    const next = reduceModal($modal.get(), action);
    if (next !== $modal.get()) $modal.set(next);
  };
  const find = (id: string) => registry.get(id) ?? families.find((family) => family.matches(id))?.registration;

  /** One load at a time per id; a failure is forgotten so a retry loads again. */
  const load = (id: string, registration: ModalRegistration<C>) => {
    if (loading.has(id)) return;
    // Called now, not in a microtask: the import starts at once (and a test sees the call).
    let code: Promise<C>;
    try {
      code = Promise.resolve(registration.load());
    } catch (error) {
      code = Promise.reject(error);
    }
    const task = code
      .then(
        (code) => {
          loaded.set(id, code);
          dispatch({ type: 'loaded', id });
        },
        (error: unknown) => dispatch({ type: 'loadFailed', id, error: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => loading.delete(id));
    loading.set(id, task);
  };

  return {
    $modal,
    registerModal(id, registration) {
      registry.set(id, registration);
      loaded.delete(id);
    },
    registerModalFamily(matches, registration) {
      families.push({ matches, registration });
    },
    openModal(id, props) {
      const registration = find(id);
      if (!registration) {
        warn(new UnknownModalError(id, [...registry.keys()]).message);
        return false;
      }
      const before = $modal.get();
      dispatch({ type: 'open', id, props, options: registration.options, loaded: loaded.has(id) });
      if ($modal.get() !== before && $modal.get().current?.load === 'loading') load(id, registration);
      return true;
    },
    closeModal: () => dispatch({ type: 'close' }),
    retryLoad() {
      const current = $modal.get().current;
      const registration = current && find(current.id);
      if (!current || !registration || current.load !== 'error') return;
      dispatch({ type: 'retry', id: current.id });
      load(current.id, registration);
    },
    goToPage: (page) => dispatch({ type: 'goToPage', page }),
    nextPage: () => dispatch({ type: 'nextPage' }),
    previousPage: () => dispatch({ type: 'previousPage' }),
    loadedModal: (id) => loaded.get(id),
    isRegistered: (id) => find(id) !== undefined,
  };
}
