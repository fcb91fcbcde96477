/** Phone input of the profile completion: groups of 3 digits, +420 kept, 17 characters. Pure. */
export const PHONE_MAX_LENGTH = 17;

function groups(digits: string): string {
  return digits.replace(/(\d{3})(?=\d)/g, '$1 ');
}

/** '+420123456789' -> '+420 123 456 789'; '123456789' -> '123 456 789'. */
export function formatPhone(input: string): string {
  const plus = input.trimStart().startsWith('+');
  const digits = input.replace(/\D/g, '');
  let text: string;
  if (!plus) text = groups(digits);
  else if (digits.length <= 3) text = `+${digits}`;
  else if (digits.startsWith('420')) text = `+420 ${groups(digits.slice(3))}`;
  else text = `+${groups(digits)}`;
  return text.slice(0, PHONE_MAX_LENGTH).trimEnd();
}
