/**
 * RDAP services of the top-level domains the product's clients use, as IANA's RDAP bootstrap registry for
 * domain names lists them (RFC 9224; https://data.iana.org/rdap/dns.json, the `services` array: each entry
 * is [TLDs, base URLs]). Shipped with the product so a check never depends on fetching the registry; a TLD
 * missing here (such as .sk and .pl) is reported as having no RDAP service, and its domains' expiry is not read.
 * To add a TLD, copy its entry from the registry.
 */
export type BootstrapServices = ReadonlyArray<readonly [readonly string[], readonly string[]]>;

export const IANA_DNS_BOOTSTRAP: BootstrapServices = [
  [['cz'], ['https://rdap.nic.cz/']],
  [['com'], ['https://rdap.verisign.com/com/v1/']],
  [['net'], ['https://rdap.verisign.com/net/v1/']],
  [['org'], ['https://rdap.publicinterestregistry.org/rdap/']],
  [['info'], ['https://rdap.identitydigital.services/rdap/']],
  [['shop'], ['https://rdap.gmoregistry.net/rdap/']],
  [['beauty'], ['https://rdap.centralnic.com/beauty/']],
  [['hair'], ['https://rdap.centralnic.com/hair/']],
  [['makeup'], ['https://rdap.centralnic.com/makeup/']],
  [['online'], ['https://rdap.centralnic.com/online/']],
  [['site'], ['https://rdap.centralnic.com/site/']],
  [['skin'], ['https://rdap.centralnic.com/skin/']],
  [['space'], ['https://rdap.centralnic.com/space/']],
  [['store'], ['https://rdap.centralnic.com/store/']],
  [['tech'], ['https://rdap.centralnic.com/tech/']],
  [['website'], ['https://rdap.centralnic.com/website/']],
  [['xyz'], ['https://rdap.centralnic.com/xyz/']],
];
