import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError, serializerCompiler as encodingSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * What makes a schema's answer depend on the direction it is read in: zod's encode (the provider's
 * serializer) skips defaults and catches, refuses transforms and runs pipes backwards.
 */
const DIRECTIONAL = new Set(['transform', 'pipe', 'default', 'prefault', 'catch']);

/** Whether `schema` reads the same forwards as it encodes: none of DIRECTIONAL anywhere in it (lazy parts resolved once). */
export function readsTheSameBothWays(schema: z.ZodType): boolean {
  const seen = new Set<unknown>();
  const visit = (value: unknown): boolean => {
    if (value instanceof z.ZodType) {
      if (seen.has(value)) return true;
      seen.add(value);
      const def = value._zod.def as unknown as Record<string, unknown> & { type: string; getter?: () => unknown };
      if (DIRECTIONAL.has(def.type)) return false;
      if (def.type === 'lazy' && def.getter) return visit(def.getter());
      return Object.entries(def).every(([key, part]) => key === 'checks' || visit(part));
    }
    if (Array.isArray(value)) return value.every(visit);
    // an object's shape: its fields' schemas
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.values(value).every(visit);
    return true;
  };
  return visit(schema);
}

/**
 * Answers are checked against and serialised from their route's response schema, so a column the schema
 * does not name never leaves the server. zod's encode walks each part of a schema twice (a check-free
 * pass, then the checks) with a new context each time: 1.4 µs for the health answer against 0.08 µs for a
 * forward parse, and proportionally more for a page of cards. A schema that reads the same both ways
 * (most of them: no transforms, pipes, defaults or catches) is therefore parsed forward, which gives the
 * same value; the others keep the provider's encode.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const schema = route.schema;
  if (!(schema instanceof z.ZodType) || !readsTheSameBothWays(schema)) return encodingSerializerCompiler(route as never);
  return (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
