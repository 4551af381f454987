/**
 * The data blocks of the server's public pages (/job/{id}, /company/{id}): a
 * JSON script element the pages function writes beside the article, which the
 * app reads instead of Firestore. Read from the page the browser loaded, or,
 * after moving inside the app to another such page, from that page's fetched
 * HTML. Not through DOMParser: the page carries the site's stylesheet inline,
 * allowed by its own policy but not by this document's, and parsing it would
 * log a refused style. A block's JSON never holds "<" (jsonForScript).
 */

/** The JSON of the block `id` in the loaded page, or undefined. */
export function loadedDataBlock(id: string): unknown {
  try {
    const text = document.getElementById(id)?.textContent;
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page at `path` fetched as the pages function serves it, and the JSON of its block `id`
 * (undefined when it has none). `revalidate` asks the server again rather than taking the
 * browser's copy of the last five minutes (a page the reader may just have changed).
 */
export async function fetchDataBlock(path: string, id: string, { revalidate = false } = {}): Promise<{ status: number; value: unknown }> {
  const response = await fetch(path, { headers: { accept: 'text/html', 'x-public-page-data': '1' }, ...(revalidate ? { cache: 'no-cache' as const } : {}) });
  const html = await response.text();
  const text = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html)?.[1];
  return { status: response.status, value: text ? JSON.parse(text) : undefined };
}
