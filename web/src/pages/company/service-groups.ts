/**
 * The services under their categories, in the order the business keeps them (a category where its first
 * service is; those without one last, under 'Ostatní'); without any category, one plain list.
 */
export function groupByCategory<Service extends { category: string | null }>(
  services: Service[],
): Array<{ category: string | null; services: Service[] }> {
  const groups = new Map<string | null, Service[]>();
  for (const s of services) {
    const key = s.category?.trim() || null;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  const named = [...groups].filter(([key]) => key !== null);
  const rest = groups.get(null) ?? [];
  return [...named.map(([category, list]) => ({ category, services: list })), ...(rest.length ? [{ category: null, services: rest }] : [])];
}
