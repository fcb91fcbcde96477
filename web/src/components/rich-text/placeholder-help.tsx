import { TEMPLATE_PLACEHOLDERS } from '../../../../src/contract/mail.js';
import { RICH_TEXT_TEXTS as T } from './texts.js';

/** The template placeholders, each a button that inserts '{{name}}' where the cursor is. */
export function PlaceholderHelp({ onInsert }: { onInsert: (token: string) => void }) {
  return (
    <div className="rte-placeholders" data-testid="rte-placeholders">
      <p className="rte-placeholders-title">{T.placeholders}</p>
      <ul>
        {TEMPLATE_PLACEHOLDERS.map((name) => {
          const token = `{{${name}}}`;
          return (
            <li key={name}>
              <button
                type="button"
                className="rte-placeholder"
                aria-label={T.insertPlaceholder(token, T.placeholderInfo[name])}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onInsert(token)}
                data-testid={`rte-placeholder-${name}`}
              >
                <code>{token}</code>
              </button>
              <span className="rte-placeholder-text">{T.placeholderInfo[name]}</span>
            </li>
          );
        })}
      </ul>
      <p className="rte-hint">{T.placeholdersHint}</p>
    </div>
  );
}
