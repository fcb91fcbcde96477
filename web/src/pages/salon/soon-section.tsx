import { SALON_TEXTS as T } from './texts.js';

/** A section of a later issue: said honestly, no sample figures. */
export function SoonSection({ label }: { label: string }) {
  return (
    <section className="salon-soon" aria-labelledby="salon-soon-title" data-testid="salon-soon">
      <h2 id="salon-soon-title">{label}</h2>
      <p className="salon-soon-badge">{T.soonTitle}</p>
      <p>{T.soonText}</p>
    </section>
  );
}
