import { useState, type FormEvent } from 'react';
import { errorMessage, fieldErrors } from './errors.js';

/** A salon form's save cycle: busy while `work` runs, then its field errors and message, or nothing. */
export function useFormSubmit(work: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      await work();
    } catch (e) {
      setErrors(fieldErrors(e));
      setMessage(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, message, submit };
}
