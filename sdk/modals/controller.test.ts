import { describe, expect, it, vi } from 'vitest';
import { createModalController } from './controller';
import { $favouriteCategories, toggleCategory } from './onboarding';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createModalController', () => {
  it('loads a modal\'s code on its first open only (spec 002 §2.1 "loaded on demand")', async () => {
    const controller = createModalController<string>();
    const load = vi.fn(async () => 'avs-code');
    controller.registerModal('avs', { load });
    expect(load).not.toHaveBeenCalled();
    controller.openModal('avs');
    expect(controller.$modal.get().current?.load).toBe('loading');
    await vi.waitFor(() => expect(controller.$modal.get().current?.load).toBe('ready'));
    expect(controller.loadedModal('avs')).toBe('avs-code');
    controller.closeModal();
    controller.openModal('avs');
    expect(controller.$modal.get().current?.load).toBe('ready');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ignores opening the id that is open (spec 002 §2.1 "does nothing"): no second load, no store change', () => {
    const controller = createModalController();
    const load = vi.fn(() => new Promise<never>(() => undefined));
    controller.registerModal('survey', { load });
    controller.openModal('survey', { type: 'feedback' });
    const listener = vi.fn();
    controller.$modal.listen(listener);
    expect(controller.openModal('survey', { type: 'chatexit' })).toBe(true);
    expect(listener).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
    expect(controller.$modal.get().current?.props).toEqual({ type: 'feedback' });
  });

  it('shows the error and loads again on retry', async () => {
    const controller = createModalController<string>();
    const attempts = [deferred<string>(), deferred<string>()];
    let call = 0;
    controller.registerModal('avs', { load: () => attempts[call++]!.promise });
    controller.openModal('avs');
    attempts[0]!.reject(new Error('chunk failed'));
    await vi.waitFor(() => expect(controller.$modal.get().current).toMatchObject({ load: 'error', loadError: 'chunk failed' }));
    controller.retryLoad();
    expect(controller.$modal.get().current?.load).toBe('loading');
    attempts[1]!.resolve('ok');
    await vi.waitFor(() => expect(controller.$modal.get().current?.load).toBe('ready'));
    expect(call).toBe(2);
  });

  it('warns with the known ids and opens nothing for an unknown id', () => {
    const warn = vi.fn();
    const controller = createModalController(warn);
    controller.registerModal('avs', { load: async () => null });
    expect(controller.openModal('nope')).toBe(false);
    expect(warn).toHaveBeenCalledWith('openModal: expected a registered modal id (avs), got "nope"');
    expect(controller.$modal.get().current).toBeNull();
  });

  it('resolves a family of ids ({product}-login) and passes the registration options', () => {
    const controller = createModalController();
    controller.registerModalFamily((id) => id.endsWith('-login'), { load: async () => null, options: { closeBar: false } });
    expect(controller.isRegistered('video-login')).toBe(true);
    controller.openModal('messenger-login');
    expect(controller.$modal.get().current).toMatchObject({ id: 'messenger-login', options: { closeBar: false } });
  });
});

describe('toggleCategory', () => {
  it.each([
    { selected: [], category: 'women', expected: ['women'] },
    { selected: ['women'], category: 'women', expected: [] },
    { selected: ['mature'], category: 'couples', expected: ['couples', 'mature'] },
  ] as const)('$category on $selected -> $expected', ({ selected, category, expected }) => {
    expect(toggleCategory(selected, category)).toEqual(expected);
  });

  it('starts with nothing chosen', () => {
    expect($favouriteCategories.get()).toEqual([]);
  });
});
