import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/**
 * An ARIA tablist of buttons: the selected tab is the one in the tab order; the arrow keys (wrapping),
 * Home and End move the focus and select. Each tab controls `panelId`, the panel the page renders
 * (role tabpanel, labelled by `tabId` of the selected tab). The look is the caller's (`className`,
 * `tabClassName`), as is each tab's content (its name, a badge).
 */
export function Tabs<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  idPrefix,
  tabId = (tab) => `${idPrefix}-tab-${tab}`,
  panelId = `${idPrefix}-panel`,
  className,
  tabClassName,
  testId = tabId,
  children,
}: {
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  /** the tablist's accessible name */
  label: string;
  /** names the ids when `tabId` and `panelId` are not given: '<prefix>-tab-<tab>' and '<prefix>-panel' */
  idPrefix?: string;
  tabId?: (tab: T) => string;
  panelId?: string;
  className?: string;
  tabClassName?: string;
  /** each tab's data-testid; by default its id */
  testId?: (tab: T) => string;
  children: (tab: T) => ReactNode;
}) {
  const buttons = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(selected);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    if (target === undefined) return;
    onSelect(target);
    buttons.current[target]?.focus();
  };
  return (
    <div className={className} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(el) => {
            buttons.current[tab] = el;
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={selected === tab}
          aria-controls={panelId}
          tabIndex={selected === tab ? 0 : -1}
          className={tabClassName}
          onClick={() => onSelect(tab)}
          data-testid={testId(tab)}
        >
          {children(tab)}
        </button>
      ))}
    </div>
  );
}
