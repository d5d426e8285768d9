import type { MouseEvent, ReactNode } from 'react';
import { useServices } from '../services/app-services.ts';

/** A link to a web page outside the app: opened in the system browser through the bridge. */
export function ExternalLink({
  href,
  children,
  className,
  id,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const { bridge } = useServices();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void bridge.app.openExternal(href);
  };
  return (
    <a
      id={id}
      href={href}
      onClick={open}
      className={className}
      rel="noopener noreferrer"
      target="_blank"
    >
      {children}
    </a>
  );
}
