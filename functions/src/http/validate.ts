import { fieldErrors } from '@jobsearch/domain';
import { z } from 'zod';
import { badRequest } from '../errors';
import { API_MESSAGES } from '../messages';

/**
 * Parses a body, query or path parameters with a schema; a failure is a 400
 * whose details name each bad field. Nothing runs on input that fails.
 */
export function validate<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest('invalid_input', API_MESSAGES.invalidInput, details(result.error));
  return result.data;
}

/** fieldErrors(), with an unknown key named as itself rather than as its parent object. */
function details(error: z.ZodError): Record<string, string> {
  const out = fieldErrors(error);
  for (const issue of error.issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const parent = issue.path.join('.');
    if (out[parent || '_'] === issue.message) delete out[parent || '_'];
    for (const key of issue.keys) out[parent ? `${parent}.${key}` : key] ??= API_MESSAGES.unknownField;
  }
  return out;
}

/** A Firestore document id as it may appear in a path: no slash, not `.`/`..`, not `__x__`. */
export const documentIdSchema = z
  .string()
  .min(1, API_MESSAGES.invalidId)
  .max(1500, API_MESSAGES.invalidId)
  .refine((id) => !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id), API_MESSAGES.invalidId);

const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 100.';

/** `?limit=` (default 20, at most 100) and `?after=<document id>`. */
export const pagingShape = {
  limit: z
    .string()
    .regex(/^\d{1,3}$/, LIMIT_MESSAGE)
    .transform(Number)
    .pipe(z.number().int().min(1, LIMIT_MESSAGE).max(100, LIMIT_MESSAGE))
    .optional()
    .transform((limit) => limit ?? 20),
  after: documentIdSchema.optional(),
};

/** Routes without query parameters other than paging. */
export const pagingQuerySchema = z.object(pagingShape).strict();

/** Routes whose body must be empty (or `{}`). */
export const noBodySchema = z.object({}).strict();

/** Path parameters, each a document id. */
export const idParams = <K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, documentIdSchema])) as Record<K, typeof documentIdSchema>);
