import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrors } from './errors.js';

/**
 * Puts the server's field messages of a refused request on the fields of a react-hook-form form, the
 * first of them focused. `names` maps the server's field names to the form's (by default the same).
 * Returns whether any field got a message.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names: readonly Path<T>[],
  serverName: (name: Path<T>) => string = (name) => name,
): boolean {
  const messages = fieldErrors(error);
  let applied = false;
  for (const name of names) {
    const message = messages[serverName(name)];
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/** The ids an input is described by: its hint and its error message when it has one. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
