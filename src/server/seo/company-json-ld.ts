import type { CompanyDetailDto } from '../../contract/directory.js';

/** The price range a profile's JSON-LD states (schema.org `priceRange`), fixed per currency. */
const SEO_PRICE_RANGES: Record<string, string> = { CZK: '500–2000 CZK', EUR: '30–150 EUR', PLN: '100–500 PLN' };
const CURRENCY_OF_COUNTRY = { CZ: 'CZK', SK: 'EUR', PL: 'PLN' } as const;

const SCHEMA_DAYS = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
} as const;

/** schema.org LocalBusiness of a listing: address, opening hours, aggregate rating. */
export function companyJsonLd(company: CompanyDetailDto, url: string, imageUrl: (path: string) => string): object {
  const hours = Object.entries(company.opening_hours)
    .filter(([, h]) => h)
    .flatMap(([day, h]) =>
      (h!.intervals ?? [h!]).map((interval) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${SCHEMA_DAYS[day as keyof typeof SCHEMA_DAYS]}`,
        opens: interval.open,
        closes: interval.close,
      })),
    );
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': url,
    name: company.name,
    url,
    description: company.description || undefined,
    telephone: company.phone,
    email: company.email ?? undefined,
    image: company.photos.map((p) => imageUrl(p.url)),
    priceRange: SEO_PRICE_RANGES[company.currency] ?? SEO_PRICE_RANGES[CURRENCY_OF_COUNTRY[company.country_code]],
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address,
      addressLocality: company.city.name,
      postalCode: company.postal_code ?? undefined,
      addressCountry: company.country_code,
    },
    ...(company.coordinates
      ? { geo: { '@type': 'GeoCoordinates', latitude: company.coordinates.lat, longitude: company.coordinates.lng } }
      : {}),
    openingHoursSpecification: hours,
    ...(company.reviews_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: company.rating,
            reviewCount: company.reviews_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
