/*
 * jsdom has the <dialog> element but none of its methods. This gives it show(), showModal()
 * and close() as the HTML standard describes them (the open attribute, the modal flag, the
 * focusing steps, the previously focused element, the queued close event) and the close request
 * that Escape makes of the topmost modal dialog: a cancelable cancel event, then close. What
 * jsdom cannot do (the top layer, inertness, Tab's order) the end-to-end suite checks in Chromium.
 */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

interface DialogState {
  modal: boolean;
  previouslyFocused: Element | null;
}

const states = new WeakMap<HTMLDialogElement, DialogState>();
/** The modal dialogs shown, the topmost last. */
const modals: HTMLDialogElement[] = [];

function invalidState(message: string): DOMException {
  return new DOMException(message, 'InvalidStateError');
}

/** The dialog focusing steps: an autofocus control inside, else the first focusable, else itself. */
function focusIn(dialog: HTMLDialogElement): void {
  const control =
    (dialog.hasAttribute('autofocus') ? dialog : null) ??
    dialog.querySelector<HTMLElement>('[autofocus]') ??
    dialog.querySelector<HTMLElement>(FOCUSABLE) ??
    dialog;
  control.focus();
}

function open(dialog: HTMLDialogElement, modal: boolean): void {
  states.set(dialog, { modal, previouslyFocused: dialog.ownerDocument.activeElement });
  dialog.setAttribute('open', '');
  if (modal) modals.push(dialog);
  focusIn(dialog);
}

function closeDialog(dialog: HTMLDialogElement, returnValue?: string): void {
  if (!dialog.hasAttribute('open')) return;
  const state = states.get(dialog);
  dialog.removeAttribute('open');
  const index = modals.indexOf(dialog);
  if (index >= 0) modals.splice(index, 1);
  states.delete(dialog);
  if (returnValue !== undefined) dialog.returnValue = returnValue;
  const previous = state?.previouslyFocused;
  if (state?.modal && previous instanceof HTMLElement) previous.focus();
  setTimeout(() => dialog.dispatchEvent(new Event('close')));
}

/** Escape asks the topmost modal dialog to close: cancel first, which may be prevented. */
function onKeyDown(event: KeyboardEvent): void {
  // A dialog taken out of the document is no longer shown (the standard's removing steps).
  const top = modals.findLast((dialog) => dialog.isConnected);
  if (event.key !== 'Escape' || !top || event.defaultPrevented) return;
  const cancel = new Event('cancel', { cancelable: true });
  if (top.dispatchEvent(cancel)) closeDialog(top);
}

export function installDialogPolyfill(window: Window & typeof globalThis): void {
  const proto = window.HTMLDialogElement.prototype;
  if (Object.getOwnPropertyDescriptor(proto, 'showModal')) return;
  Object.defineProperty(proto, 'returnValue', { value: '', writable: true });
  proto.show = function show(this: HTMLDialogElement) {
    if (this.hasAttribute('open')) {
      if (states.get(this)?.modal) throw invalidState('The dialog is open as a modal.');
      return;
    }
    open(this, false);
  };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.hasAttribute('open')) {
      if (states.get(this)?.modal) return;
      throw invalidState('The dialog is open, not as a modal.');
    }
    if (!this.isConnected) throw invalidState('The dialog is not in a document.');
    open(this, true);
  };
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    closeDialog(this, returnValue);
  };
  window.document.addEventListener('keydown', onKeyDown);
}
