import type { ComponentPropsWithRef, ReactNode } from 'react';
import './ui.css';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'checked' | 'onChange' | 'role'> & {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** the label's class: `ui-check` unless told */
  labelClassName?: string;
  testId?: string;
};

function Check({ label, checked, onChange, labelClassName, testId, role, ...props }: CheckboxProps & { role?: 'switch' }) {
  return (
    <label className={labelClassName}>
      <input
        {...props}
        type="checkbox"
        role={role}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={testId}
      />
      {label}
    </label>
  );
}

/** A checkbox inside its label (`ui-check`): a click on the text ticks it too. */
export function Checkbox({ labelClassName = 'ui-check', ...props }: CheckboxProps) {
  return <Check {...props} labelClassName={labelClassName} />;
}

/** An on/off setting (`role="switch"`: a screen reader says on or off) inside its label (`ui-switch`). */
export function Switch({ labelClassName = 'ui-switch', ...props }: CheckboxProps) {
  return <Check {...props} labelClassName={labelClassName} role="switch" />;
}
