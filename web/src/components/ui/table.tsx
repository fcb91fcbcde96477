import './ui.css';
import { useEffect, useRef, useState, type ReactNode } from 'react';

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
  const frame = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(frame);
  return (
    <div
      ref={frame}
      className="ui-table-wrap"
      // a frame that scrolls must be reachable by keyboard (arrow keys scroll it), and named
      {...(scrolls && { tabIndex: 0, role: 'region', 'aria-label': caption })}
    >
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

/** Whether the element's content is wider than the element (it scrolls sideways), kept true as it resizes. */
function useScrollsSideways(ref: React.RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
