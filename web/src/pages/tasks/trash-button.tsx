import { Icon } from '../../components/back-office-icon.js';

/** The trash icon button that deletes one item of a task (a file, a subtask); `label` names the item for screen readers. */
export function TrashButton({ label, disabled, onClick }: { label: string; disabled: boolean; onClick: () => void }) {
  return (
    <button type="button" className="ui-icon-button" disabled={disabled} aria-label={label} onClick={onClick}>
      <Icon name="trash" size={16} />
    </button>
  );
}
