import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { AxiosError, type AxiosAdapter } from 'axios';
import { webcrypto } from 'node:crypto';
import { http } from '../shared/http/http-client.js';

// findBy*/waitFor give up after 1 s by default: a lazily loaded route rendering the real Chakra
// tree can take longer while the whole suite runs on a busy 2-core machine (seen in CI).
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks crypto.randomUUID, used for job ids.
if (!('randomUUID' in globalThis.crypto)) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto });
}

// jsdom lacks a few browser APIs that Chakra (Ark UI / zag) and recharts call.
class ResizeObserverStub {
  observe(): void {
    // no layout in jsdom
  }
  unobserve(): void {
    // no layout in jsdom
  }
  disconnect(): void {
    // no layout in jsdom
  }
}
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = ResizeObserverStub;
}

if (!('matchMedia' in window)) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

window.scrollTo = () => undefined;
Element.prototype.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

// Chakra's button ripple/press logic (zag) dispatches PointerEvents, which jsdom does not define.
if (!('PointerEvent' in window)) {
  class PointerEventStub extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.defineProperty(window, 'PointerEvent', { writable: true, value: PointerEventStub });
}

// jsdom's Blob (hence File) lacks text(), which the settings import reads files with.
if (!('text' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'text', {
    writable: true,
    value(this: Blob): Promise<string> {
      return new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
        reader.onerror = () => reject(reader.error ?? new Error('read failed'));
        reader.readAsText(this);
      });
    },
  });
}

// No test reaches a real server: a call a test does not answer (serve-requests.ts) fails as it
// would with the server down, the same way every run, rather than trying port 80 of this machine.
const offline: AxiosAdapter = (config) =>
  Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));
http.defaults.adapter = offline;

// jsdom has no layout, so recharts' responsive container measures 0×0 and warns on every chart.
// It gets the size of the report's chart box instead (640 × 256 px), as a browser would give.
const measure = Object.getOwnPropertyDescriptor(Element.prototype, 'getBoundingClientRect');
Element.prototype.getBoundingClientRect = function chartAwareRect(this: Element): DOMRect {
  return this.classList.contains('recharts-responsive-container')
    ? new DOMRect(0, 0, 640, 256)
    : (measure?.value as (this: Element) => DOMRect).call(this);
};
