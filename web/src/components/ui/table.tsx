import './ui.css';
import type { ReactNode } from 'react';

/**
 * A data table of the back office: scrolls sideways inside its frame, a caption for screen readers,
 * one header cell per column, the rows given as children (`<tr>` with a `<th scope="row">` each);
 * `busy` dims the rows while a newer answer loads.
 */
export function Table({
  caption,
  columns,
  busy = false,
  testId,
  children,
}: {
  caption: string;
  columns: readonly string[];
  busy?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="ui-table-wrap">
      <table className="ui-table" aria-busy={busy} data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
