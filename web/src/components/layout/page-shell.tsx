import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title.js';

/** A titled content page inside the public layout. */
export function PageShell({
  title,
  lead,
  description,
  children,
  wide = false,
}: {
  title: string;
  lead?: string;
  /** meta description; defaults to the lead */
  description?: string;
  children?: ReactNode;
  wide?: boolean;
}) {
  useDocumentTitle(title, description ?? lead);
  return (
    <div className={`container page ${wide ? 'page--wide' : ''}`}>
      <header className="page-header">
        <h1 className="page-title">{title}</h1>
        {lead && <p className="page-lead">{lead}</p>}
      </header>
      {children}
    </div>
  );
}
