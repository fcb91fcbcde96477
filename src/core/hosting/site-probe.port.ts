/**
 * The port of the certificate and site check (`marketplace hosting check`): what a look at a domain's
 * HTTPS found. src/adapters/hosting-check implements it over node:tls (refusing non-public addresses);
 * tests point a domain at a local HTTPS server through the adapter's resolver.
 */
export interface SiteCertificate {
  /** ISO instant the certificate stops being valid (notAfter) */
  expiresAt: string;
  /** the issuer's organisation, else its common name */
  issuer: string | null;
  /** the certificate chain verifies for the domain against the system's trusted roots */
  trusted: boolean;
  /** why it does not verify (e.g. DEPTH_ZERO_SELF_SIGNED_CERT); null when trusted */
  trustError: string | null;
}

/** Never thrown: a site that cannot be reached is a result with `siteUp` false and the reason in `error`. */
export interface SiteProbeResult {
  /** null when no TLS connection was made */
  certificate: SiteCertificate | null;
  /** an HTTPS request to / answered with a status below 500 within the time allowed */
  siteUp: boolean;
  httpStatus: number | null;
  /** why the site could not be checked (refused address, no DNS answer, timeout, connection error), in Czech */
  error: string | null;
}

export interface SiteProbe {
  probe(domain: string): Promise<SiteProbeResult>;
}
