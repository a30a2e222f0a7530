import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom has no modal dialogs: for the tests of this file, showModal and close only toggle `open`,
 * and close fires `close` as a browser does. Focus, its trap and Escape are the browser's, for the
 * end-to-end tests to check.
 */
export function stubModalDialogs() {
  const proto = HTMLDialogElement.prototype;
  const original = { showModal: proto.showModal, close: proto.close };
  beforeAll(() => {
    proto.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    proto.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  });
  afterAll(() => {
    proto.showModal = original.showModal;
    proto.close = original.close;
  });
}
