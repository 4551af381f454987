/**
 * Firestore REST documents as plain data: the same values the SDKs' snapshots
 * give a converter (lib/firebase/schema-converter.ts), timestamps already Dates.
 * For the reads index.html's signed-in script makes before the SDK is up (early-reads.ts).
 */
export type RestValue = Partial<{
  nullValue: null;
  booleanValue: boolean;
  integerValue: string;
  doubleValue: number | string;
  timestampValue: string;
  stringValue: string;
  bytesValue: string;
  referenceValue: string;
  geoPointValue: { latitude: number; longitude: number };
  arrayValue: { values?: RestValue[] };
  mapValue: { fields?: Record<string, RestValue> };
}>;

export interface RestDocument {
  /** projects/<p>/databases/(default)/documents/<collection>/<id> */
  name: string;
  fields?: Record<string, RestValue>;
}

export function fromRestValue(value: RestValue): unknown {
  if ('nullValue' in value) return null;
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return Number(value.doubleValue);
  if (value.timestampValue !== undefined) return new Date(value.timestampValue);
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.bytesValue !== undefined) return value.bytesValue;
  if (value.referenceValue !== undefined) return value.referenceValue;
  if (value.geoPointValue !== undefined) return value.geoPointValue;
  if (value.arrayValue !== undefined) return (value.arrayValue.values ?? []).map(fromRestValue);
  if (value.mapValue !== undefined) return fromRestFields(value.mapValue.fields ?? {});
  return undefined;
}

export function fromRestFields(fields: Record<string, RestValue>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, fromRestValue(value)]));
}

/** The collection path and id of a document's name: `jobs/abc` -> { path: 'jobs', id: 'abc' }. */
export function restDocumentPath(document: RestDocument): { path: string; id: string } {
  const relative = document.name.split('/documents/')[1] ?? '';
  const at = relative.lastIndexOf('/');
  return { path: relative.slice(0, at), id: decodeURIComponent(relative.slice(at + 1)) };
}
