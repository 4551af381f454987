/**
 * Text written into HTML by the server (the public job pages, the mails) and
 * the job's JSON-LD: the one escaper for element text and attribute values,
 * and JSON safe inside a script element.
 */

/** Element text or a quoted attribute value: the five characters HTML gives meaning to. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * JSON for inside a `<script>` element: `<`, `>`, `&` and the two line
 * separators JavaScript once refused are written as \u escapes, so no job
 * text can close the element (`</script>`) or open a comment.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
