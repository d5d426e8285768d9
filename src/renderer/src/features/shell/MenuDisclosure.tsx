import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigation } from 'react-router-dom';
import type { NavItem } from './nav-rules.ts';
import styles from './MenuDisclosure.module.css';

/** A disclosure menu of the navigation bar: a button (aria-expanded) and a list of links. */
export function MenuDisclosure({ label, items }: { label: string; items: NavItem[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  // Open for one location only: any navigation closes the menu. Opened while a navigation is on
  // its way (a redirect whose screen is still loading), it is open for where that one arrives:
  // the navigation the user did not make must not swallow the click.
  const pending = useNavigation().location;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key || (pending !== undefined && openAt === pending.key);
  const setOpen = (value: boolean) => setOpenAt(value ? (pending ?? location).key : null);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpenAt(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={styles.menu} ref={root}>
      <button
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      <ul className={styles.list} id={id} hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            <Link className={styles.link} to={item.to} onClick={() => setOpen(false)}>
              {'key' in item.label ? t(item.label.key) : item.label.text}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
