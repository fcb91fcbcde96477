/**
 * The e-mail and phone fields both registrations ask for, required and within the account's limits
 * (190 and 32 characters), as specs for `TextFields`; `testPrefix` starts their test ids.
 */
export function emailAndPhone(labels: { email: string; phone: string }, testPrefix: string) {
  return [
    {
      name: 'email',
      label: labels.email,
      type: 'email',
      autoComplete: 'email',
      required: true,
      maxLength: 190,
      testId: `${testPrefix}-email`,
    },
    { name: 'phone', label: labels.phone, type: 'tel', autoComplete: 'tel', required: true, maxLength: 32, testId: `${testPrefix}-phone` },
  ] as const;
}
