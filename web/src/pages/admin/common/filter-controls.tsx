import type { ReactNode } from 'react';

// The back office's list filters: a search box, a labelled select and a select's options.

/**
 * A list's search box: a labelled `type=search` input in its own frame (`className`); the label is read
 * by screen readers only (`visually-hidden`) where the placeholder and the place say what it searches.
 */
export function SearchBox({
  id,
  label,
  hiddenLabel = false,
  value,
  placeholder,
  onChange,
  className,
  testId,
}: {
  id: string;
  label: string;
  hiddenLabel?: boolean;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  /** a CSS module's class */
  className: string | undefined;
  testId: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={hiddenLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
    </div>
  );
}

/** A filter's label and its select side by side (`hiddenLabel`: the label is read by screen readers only). */
export function LabelledSelect({
  id,
  label,
  labelClassName,
  hiddenLabel = false,
  value,
  onChange,
  testId,
  children,
}: {
  id: string;
  label: string;
  labelClassName?: string;
  hiddenLabel?: boolean;
  value: string | number;
  onChange: (value: string) => void;
  testId: string;
  /** the options */
  children: ReactNode;
}) {
  return (
    <>
      <label htmlFor={id} className={hiddenLabel ? 'visually-hidden' : labelClassName}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
        {children}
      </select>
    </>
  );
}

/** A select's options: 'all' (the value '') first when given, then one option a value, named by `label`. */
export function OptionList<T extends string | number>({
  values,
  label,
  all,
}: {
  values: readonly T[];
  label: (value: T) => string | number;
  all?: string;
}) {
  return (
    <>
      {all !== undefined && <option value="">{all}</option>}
      {values.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ))}
    </>
  );
}
