/** A grey placeholder in the shape of a company card, shown while results load. */
export function CompanyCardSkeleton() {
  return (
    <div className="company-card company-card--skeleton" aria-hidden="true" data-testid="company-card-skeleton">
      <div className="company-card-media skeleton" />
      <div className="company-card-body">
        <span className="skeleton skeleton-line skeleton-line--title" />
        <span className="skeleton skeleton-line" />
        <span className="skeleton skeleton-line skeleton-line--short" />
      </div>
    </div>
  );
}
