import { expect, it } from 'vitest';

it('turns zod jitless before zod loads, so no schema ever tries new Function', async () => {
  await import('./zod-jitless');
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
  // And a schema built now parses without the compiled fast path.
  const attempts: string[] = [];
  const RealFunction = globalThis.Function;
  globalThis.Function = new Proxy(RealFunction, {
    construct: (target, args) => {
      attempts.push('new Function');
      return Reflect.construct(target, args);
    },
  });
  try {
    expect(z.object({ a: z.string(), b: z.number() }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x', b: 1 });
  } finally {
    globalThis.Function = RealFunction;
  }
  expect(attempts).toEqual([]);
});
