import { createElement, type ReactNode } from 'react';
import { ExternalLink } from './ExternalLink.tsx';
import styles from './document.module.css';

/** Elements kept (without attributes). Headings move one level down: the page owns the h1. */
const KEPT = new Set([
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'small',
  'sub',
  'sup',
  'span',
  'div',
  'section',
  'article',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
]);
const HEADINGS: Record<string, string> = {
  h1: 'h2',
  h2: 'h3',
  h3: 'h4',
  h4: 'h5',
  h5: 'h6',
  h6: 'h6',
};
/** Elements dropped with everything inside them. Anything else unknown is unwrapped. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'link',
  'meta',
  'base',
  'img',
  'video',
  'audio',
  'canvas',
  'head',
  'title',
]);
const VOID = new Set(['br', 'hr']);
/** Table parts whose whitespace between rows and cells HTML ignores, and React refuses. */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

const isBlank = (node: Node) => node.nodeType === Node.TEXT_NODE && !node.textContent?.trim();

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = (): ReactNode[] =>
    Array.from(element.childNodes, (child, i) =>
      TABLE_PARTS.has(tag) && isBlank(child) ? null : convert(child, `${key}.${i}`),
    );
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    if (/^https:\/\//i.test(href)) {
      return (
        <ExternalLink key={key} href={href}>
          {children()}
        </ExternalLink>
      );
    }
    return <span key={key}>{children()}</span>;
  }
  const heading = HEADINGS[tag];
  if (heading) return createElement(heading, { key }, ...children());
  if (!KEPT.has(tag)) return <span key={key}>{children()}</span>;
  if (VOID.has(tag)) return createElement(tag, { key });
  const props: Record<string, unknown> = { key };
  if (tag === 'td' || tag === 'th') {
    const colSpan = Number(element.getAttribute('colspan'));
    const rowSpan = Number(element.getAttribute('rowspan'));
    if (Number.isInteger(colSpan) && colSpan > 1) props.colSpan = colSpan;
    if (Number.isInteger(rowSpan) && rowSpan > 1) props.rowSpan = rowSpan;
  }
  return createElement(tag, props, ...children());
}

/**
 * Server HTML (the terms document) as React elements: parsed into an inert document (nothing
 * runs or loads), then rebuilt from an allowlist of elements with no attributes, so no script,
 * handler, style or URL of the source reaches the page. https links open in the system browser.
 */
export function htmlToReact(html: string): ReactNode[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.body.childNodes, (node, i) => convert(node, String(i)));
}

export function SafeHtml({ html, lang }: { html: string; lang?: string }) {
  return (
    <div className={styles.document} lang={lang}>
      {htmlToReact(html)}
    </div>
  );
}
