/**
 * The list's query (list-query.ts) as Firestore's REST `runQuery` body: what
 * index.html's signed-in script sends for the first page before the SDK is up
 * (web/vite.config.ts builds it from here, so both ask the same thing).
 */
import { jobSchema } from '@jobsearch/domain/schemas';
import type { JobsQueryDescription, WhereClause } from './list-query';

/**
 * The fields a card and the details show: every field of a job but the search's own keys
 * (`searchKeys`, some 200-400 a job, and `keywords`), which were most of the first page's bytes
 * and which a page without search words never looks at (the schema reads them as none).
 */
export const LISTED_JOB_FIELDS: readonly string[] = Object.keys(jobSchema.shape).filter((field) => field !== 'searchKeys' && field !== 'keywords');

const REST_OPERATORS = { '==': 'EQUAL', 'array-contains-any': 'ARRAY_CONTAINS_ANY', '>=': 'GREATER_THAN_OR_EQUAL' } as const satisfies Record<
  WhereClause['op'],
  string
>;

type RestValue = { stringValue: string } | { integerValue: string } | { doubleValue: number } | { arrayValue: { values: RestValue[] } };

const restValue = (value: string | number | readonly string[]): RestValue =>
  typeof value === 'string'
    ? { stringValue: value }
    : typeof value === 'number'
      ? Number.isInteger(value)
        ? { integerValue: String(value) }
        : { doubleValue: value }
      : { arrayValue: { values: value.map(restValue) } };

/** The structured query of a description without a cursor (the first page), reading only `fields` when given. */
export function toStructuredQuery(description: JobsQueryDescription<never>, fields?: readonly string[]) {
  const filters = description.where.map((w) => ({ fieldFilter: { field: { fieldPath: w.field }, op: REST_OPERATORS[w.op], value: restValue(w.value) } }));
  const direction = description.orderBy.direction === 'desc' ? 'DESCENDING' : 'ASCENDING';
  return {
    ...(fields ? { select: { fields: fields.map((fieldPath) => ({ fieldPath })) } } : {}),
    from: [{ collectionId: description.collection }],
    where: filters.length === 1 ? filters[0] : { compositeFilter: { op: 'AND', filters } },
    // Ties ordered by the document's name in the same direction: Firestore's implicit order, which the SDK writes out.
    orderBy: [
      { field: { fieldPath: description.orderBy.field }, direction },
      { field: { fieldPath: '__name__' }, direction },
    ],
    limit: description.limit,
  };
}
