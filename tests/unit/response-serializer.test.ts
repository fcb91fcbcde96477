import Fastify from 'fastify';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readsTheSameBothWays, responseSerializerCompiler } from '../../src/server/response-serializer.js';

describe('the response serializer', () => {
  it('tells a schema that reads the same both ways from one with a transform, pipe, default, prefault or catch anywhere', () => {
    const card = z.object({ id: z.number(), name: z.string().min(1), tags: z.array(z.string()).nullable() });
    expect(readsTheSameBothWays(z.object({ success: z.literal(true), companies: z.array(card), total: z.number().int() }))).toBe(true);
    expect(readsTheSameBothWays(z.union([card, z.object({ kind: z.enum(['a', 'b']) })]))).toBe(true);
    const tree: z.ZodType = z.lazy(() => z.object({ name: z.string(), children: z.array(tree) }));
    expect(readsTheSameBothWays(tree)).toBe(true);

    const inside = (part: z.ZodType) => z.object({ items: z.array(z.object({ deep: z.record(z.string(), part).optional() })) });
    expect(readsTheSameBothWays(inside(z.string().default('x')))).toBe(false);
    expect(readsTheSameBothWays(inside(z.string().prefault('x')))).toBe(false);
    expect(readsTheSameBothWays(inside(z.number().catch(0)))).toBe(false);
    expect(readsTheSameBothWays(inside(z.string().transform((s) => s.length)))).toBe(false);
    expect(readsTheSameBothWays(inside(z.string().pipe(z.email())))).toBe(false);
    expect(readsTheSameBothWays(z.lazy(() => inside(z.string().default('x'))))).toBe(false);
  });

  it('every response schema of the contract reads the same both ways (else it is encoded, slower: say why in its file)', async () => {
    const dir = path.resolve('src/contract');
    const directional: string[] = [];
    for (const file of readdirSync(dir)) {
      const contract = (await import(path.join(dir, file))) as Record<string, unknown>;
      for (const [name, schema] of Object.entries(contract)) {
        if (schema instanceof z.ZodType && name.endsWith('Response') && !readsTheSameBothWays(schema)) directional.push(`${file}: ${name}`);
      }
    }
    expect(directional).toEqual([]);
  });

  it('answers only the fields the schema names; a wrong shape is a 500, a directional schema is still encoded', async () => {
    const app = Fastify({ logger: false });
    app.setSerializerCompiler(responseSerializerCompiler);
    const answer = z.object({ id: z.number(), name: z.string() });
    app.get('/right', { schema: { response: { 200: answer } } }, async () => ({ id: 1, name: 'Salon', password_hash: 'secret' }));
    app.get('/wrong', { schema: { response: { 200: answer } } }, async () => ({ id: 'one', name: 'Salon' }));
    app.get('/defaulted', { schema: { response: { 200: z.object({ id: z.number(), note: z.string().default('none') }) } } }, async () => ({
      id: 2,
    }));
    const right = await app.inject({ url: '/right' });
    expect(right.json()).toEqual({ id: 1, name: 'Salon' });
    expect((await app.inject({ url: '/wrong' })).statusCode).toBe(500);
    // still the provider's encode, which refuses a missing defaulted field (a forward parse would fill it in)
    expect((await app.inject({ url: '/defaulted' })).statusCode).toBe(500);
    await app.close();
  });
});
