import { useId, useState, type FormEvent } from 'react';
import { completeLink, isAllowedLink } from './link-rules.js';
import { RICH_TEXT_TEXTS as T } from './texts.js';

/** The link prompt under the toolbar: an address field that refuses other protocols than http(s), mailto and tel. */
export function LinkForm({
  initial,
  canRemove,
  onApply,
  onRemove,
  onCancel,
}: {
  initial: string;
  canRemove: boolean;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const href = completeLink(value);
    if (!href) return setError(T.linkEmpty);
    if (!isAllowedLink(href)) return setError(T.linkInvalid);
    onApply(href);
  };

  return (
    // a div, not a form: the editor may sit inside another form (template and compose modals)
    <div className="rte-link" role="group" aria-labelledby={`${id}-label`} data-testid="rte-link-form">
      <label id={`${id}-label`} htmlFor={id}>
        {T.linkUrl}
      </label>
      <input
        id={id}
        type="text"
        inputMode="url"
        value={value}
        autoFocus
        placeholder="https://"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit(event);
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onCancel();
          }
        }}
        data-testid="rte-link-input"
      />
      <div className="rte-link-actions">
        <button type="button" className="button button--primary button--small" onClick={() => submit()} data-testid="rte-link-apply">
          {T.linkApply}
        </button>
        {canRemove && (
          <button type="button" className="button button--ghost button--small" onClick={onRemove} data-testid="rte-link-remove">
            {T.linkRemove}
          </button>
        )}
        <button type="button" className="button button--ghost button--small" onClick={onCancel}>
          {T.linkCancel}
        </button>
      </div>
      <p id={`${id}-hint`} className="rte-hint">
        {T.linkHint}
      </p>
      {error && (
        <p id={`${id}-error`} className="rte-error" role="alert" data-testid="rte-link-error">
          {error}
        </p>
      )}
    </div>
  );
}
