/** For the `<velvet-messenger>` element tests: one fresh page per test, and mounting the element on it. */
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { resetMessengerConfiguration, setMessengerTransport } from '../../sdk/messenger';
import { resetSessionStore } from '../../sdk/session/store';
import { resetGlobalConfig } from '../shared/global-config';
import { MESSENGER_TAG, type VelvetMessengerElement } from './messenger';

/** Registers the per-test hooks: `fetchMock` is the server; stores, configuration and the page start empty. */
export function freshMessengerPagePerTest(fetchMock: Mock, beforeEachTest: () => void = () => undefined): void {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
    beforeEachTest();
    resetGlobalConfig();
    resetMessengerConfiguration();
    resetSessionStore();
    setMessengerTransport({ send: vi.fn(async () => undefined) });
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });
}

/** A `<velvet-messenger>` with these attributes, appended to the page. */
export function mountMessenger(attributes: Record<string, string>): VelvetMessengerElement {
  const element = document.createElement(MESSENGER_TAG);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}
