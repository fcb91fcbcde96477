import { useNow } from '../hooks/use-now.js';

/** A clock that updates every second, formatted for `locale` (e.g. cs-CZ) in the edition's time zone. */
export function LiveClock({
  locale,
  timeZone,
  label,
  withDate = false,
  className = 'live-clock',
}: {
  locale: string;
  timeZone?: string;
  label: string;
  withDate?: boolean;
  className?: string;
}) {
  const now = useNow(1000);
  const options: Intl.DateTimeFormatOptions = withDate
    ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone }
    : { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone };
  let text: string;
  try {
    text = now.toLocaleString(locale, options);
  } catch {
    text = now.toLocaleString(locale, { ...options, timeZone: undefined });
  }
  return (
    <time className={className} dateTime={now.toISOString()} aria-label={`${label}: ${text}`} data-testid="live-clock">
      {text}
    </time>
  );
}
