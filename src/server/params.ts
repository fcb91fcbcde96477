/** The numeric `:id` of a route; anything else becomes 0, which no row has (so: 404). */
export const idParam = (params: unknown): number => {
  const id = Number((params as { id?: string }).id);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
};
