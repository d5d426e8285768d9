/*
 * The little of the browser's DOM that the tests' `evaluate` callbacks use. The tests compile
 * without the DOM library (they run in Node); these callbacks run in the page, where
 * `globalThis` is the window: `globalThis as unknown as BrowserWindow` names it. (A callback is
 * sent to the page as text, so it can call nothing defined here.)
 */

export interface DomRect {
  left: number;
  top: number;
  right: number;
  height: number;
}

export interface DomStyle {
  overflowX: string;
  outlineStyle: string;
  outlineWidth: string;
  outlineColor: string;
  backgroundColor: string;
  paddingLeft: string;
  borderLeftWidth: string;
}

export interface DomElement {
  tagName: string;
  classList: Iterable<string>;
  textContent: string | null;
  parentElement: DomElement | null;
  ownerDocument: DomDocument;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): DomRect;
  contains(other: DomElement | null): boolean;
  matches(selectors: string): boolean;
  focus(): void;
  querySelectorAll(selectors: string): Iterable<DomElement>;
}

export interface DomSelect extends DomElement {
  selectedIndex: number;
  options: Iterable<{ text: string; value: string }>;
}

export interface DomDocument {
  activeElement: DomElement | null;
  documentElement: DomElement & { scrollWidth: number; clientWidth: number };
  body: DomElement;
  hasFocus(): boolean;
}

export interface BrowserWindow {
  document: DomDocument;
  getComputedStyle(element: DomElement): DomStyle;
}
