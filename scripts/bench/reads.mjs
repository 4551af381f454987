// Firestore documents read per view, counted on the wire between the page and the Firestore
// emulator (Chrome DevTools Protocol), the way Firestore bills them:
// - a query (runQuery, or a listener's target) reads each document it returns, and one when it
//   returns none;
// - a get by id (REST GET, or batchGet) reads one per document asked, found or missing;
// - a count (runAggregationQuery) reads one per 1,000 index entries counted, at least one;
// - a listener's later change reads the changed document again.
// The emulator keeps no usage counters of its own, and what the page's SDK holds is out of reach,
// so this counts what the emulator sent. Reads the API function makes on the server are not in
// it (no view below calls the API for its data).
import { prepareSession, trackInflight, VIEWPORT } from './browser.mjs';

const FIRESTORE_PORT = process.env.FIRESTORE_EMULATOR_HOST?.split(':')[1] ?? '8080';
const REST = /:(runQuery|runAggregationQuery|batchGet)(\?|$)/;
const LISTEN = /\/Listen\/channel\b/;

/** The reads in a REST answer (a JSON array of results). */
export function readsInRest(kind, body) {
  let results;
  try {
    results = JSON.parse(body);
  } catch {
    return 0;
  }
  if (!Array.isArray(results)) results = [results];
  if (kind === 'batchGet') return results.filter((r) => r.found || r.missing).length;
  if (kind === 'runAggregationQuery') {
    const fields = results.find((r) => r.result)?.result?.aggregateFields ?? {};
    const counted = Math.max(0, ...Object.values(fields).map((f) => Number(f.integerValue ?? 0)));
    return Math.max(1, Math.ceil(counted / 1000));
  }
  const documents = results.filter((r) => r.document).length;
  return documents || 1;
}

/** The messages of a WebChannel answer: frames of `<length>\n<JSON array>`. */
function channelMessages(text) {
  const messages = [];
  let at = 0;
  while (at < text.length) {
    const newline = text.indexOf('\n', at);
    if (newline < 0) break;
    const length = Number(text.slice(at, newline));
    if (!Number.isFinite(length) || length <= 0) break;
    const frame = text.slice(newline + 1, newline + 1 + length);
    at = newline + 1 + length;
    try {
      for (const [, payload] of JSON.parse(frame)) if (Array.isArray(payload)) for (const m of payload) if (m && typeof m === 'object') messages.push(m);
    } catch {
      /* a frame cut short: skipped */
    }
  }
  return messages;
}

/**
 * The reads in a listener's stream, by target id: each document change (charged to its first
 * target, as one read however many targets it is sent to), and one for a target that became
 * current with none.
 */
export function readsInListen(text) {
  const targets = new Map();
  const reads = new Map();
  const charge = (id) => reads.set(id, (reads.get(id) ?? 0) + 1);
  for (const m of channelMessages(text)) {
    if (m.documentChange && (m.documentChange.targetIds ?? []).length) {
      charge(m.documentChange.targetIds[0]);
      for (const id of m.documentChange.targetIds) targets.set(id, (targets.get(id) ?? 0) + 1);
    }
    const change = m.targetChange;
    if (change?.targetChangeType === 'CURRENT')
      for (const id of change.targetIds ?? []) {
        if (!targets.get(id)) charge(id);
        targets.set(id, Math.max(1, targets.get(id) ?? 0));
      }
  }
  return reads;
}

/** What a listener's targets ask for, from the channel's POST bodies: target id → `collection field op value, ...`. */
export function listenTargets(postData) {
  const labels = new Map();
  for (const [key, value] of new URLSearchParams(postData)) {
    if (!/^req\d+___data__$/.test(key)) continue;
    let message;
    try {
      message = JSON.parse(value);
    } catch {
      continue;
    }
    const target = message.addTarget;
    if (!target) continue;
    const structured = target.query?.structuredQuery;
    const filters = structured?.where?.compositeFilter?.filters ?? (structured?.where ? [structured.where] : []);
    const describe = (f) => {
      const field = f.fieldFilter ?? f.unaryFilter;
      if (!field) return '?';
      const v = field.value ?? {};
      const shown = v.stringValue ?? v.booleanValue ?? (v.arrayValue ? `[${(v.arrayValue.values ?? []).length} values]` : JSON.stringify(v));
      return `${field.field?.fieldPath} ${field.op} ${shown}`;
    };
    const label = structured
      ? `${structured.from?.[0]?.collectionId} ${filters.map(describe).join(', ')}`
      : `documents ${(target.documents?.documents ?? []).map((d) => d.split('/documents/')[1]).join(', ')}`;
    labels.set(target.targetId, label);
  }
  return labels;
}

/** Counts the reads of a tab from now on; `take()` returns the count so far and starts again from zero. */
export function countReads(cdp) {
  const requests = new Map();
  let reads = 0;
  // Where the reads came from, for bench.json: one line a request (a listener's stream: each time it is counted).
  let detail = [];
  // A stream's reads are counted over all it has sent so far, less what was already counted.
  // Each listener target's query, from the channel's POST bodies, to name its reads.
  const targetLabels = new Map();
  const streamed = (r) => {
    for (const [id, n] of readsInListen(Buffer.concat(r.chunks).toString('utf8'))) {
      const added = n - (r.counted.get(id) ?? 0);
      if (added <= 0) continue;
      detail.push(`listen ${targetLabels.get(id) ?? `target ${id}`}: ${added}`);
      reads += added;
      r.counted.set(id, n);
    }
  };
  const pending = new Set();
  const isFirestore = (url) => new URL(url).port === FIRESTORE_PORT;
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (!isFirestore(request.url)) return;
    const path = new URL(request.url).pathname.replace(/^\/v1\/projects\/[^/]+\/databases\/[^/]+\/documents/, '');
    const rest = REST.exec(path);
    const query = request.postData ? ` ${request.postData.slice(0, 160)}` : '';
    if (rest) requests.set(requestId, { kind: rest[1], path: `${path}${query}` });
    else if (request.method === 'GET' && /^\/[^:]+$/.test(path) && path.split('/').length % 2 === 1) requests.set(requestId, { kind: 'get', path });
    else if (LISTEN.test(request.url) && request.method === 'GET') requests.set(requestId, { kind: 'listen', path: 'channel', chunks: [], counted: new Map() });
    else if (LISTEN.test(request.url) && request.method === 'POST' && request.postData)
      for (const [id, label] of listenTargets(request.postData)) targetLabels.set(id, label);
  });
  cdp.on('Network.responseReceived', ({ requestId }) => {
    const r = requests.get(requestId);
    if (r?.kind !== 'listen') return;
    // The listener's answer streams: its bytes are asked for as they come.
    const started = cdp
      .send('Network.streamResourceContent', { requestId })
      .then(({ bufferedData }) => r.chunks.unshift(Buffer.from(bufferedData, 'base64')))
      .catch(() => {});
    pending.add(started);
    started.finally(() => pending.delete(started));
  });
  cdp.on('Network.dataReceived', ({ requestId, data }) => {
    const r = requests.get(requestId);
    if (r?.kind === 'listen' && data) r.chunks.push(Buffer.from(data, 'base64'));
  });
  const finish = async (requestId) => {
    const r = requests.get(requestId);
    if (!r) return;
    requests.delete(requestId);
    if (r.kind === 'listen') {
      streamed(r);
      return;
    }
    const got = cdp
      .send('Network.getResponseBody', { requestId })
      .then(({ body, base64Encoded }) => {
        const n = r.kind === 'get' ? 1 : readsInRest(r.kind, base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body);
        detail.push(`${r.kind} ${r.path}: ${n}`);
        reads += n;
      })
      .catch(() => {});
    pending.add(got);
    got.finally(() => pending.delete(got));
  };
  cdp.on('Network.loadingFinished', ({ requestId }) => void finish(requestId));
  cdp.on('Network.loadingFailed', ({ requestId }) => void finish(requestId));
  return async function take() {
    await Promise.all([...pending]);
    // A listener still open: what it has streamed so far.
    for (const r of requests.values()) if (r.kind === 'listen') streamed(r);
    const n = { reads, detail };
    reads = 0;
    detail = [];
    return n;
  };
}

/**
 * The views counted, in order. A view with `then` continues in the same tab after the view
 * before it (its reads counted from the action on).
 */
export function readViews({ seeker, employer, admin, jobId }) {
  const adminTab = (id) => ({ id: `admin-${id}`, user: admin, then: (page) => page.click(`#admin-tab-${id}`) });
  return [
    { id: 'jobs', label: '/jobs first view (10 cards and the total)', user: seeker, path: '/jobs' },
    {
      id: 'jobsNext',
      label: '/jobs next page (Load more)',
      user: seeker,
      then: (page) => page.getByRole('button', { name: 'Load more' }).click(),
    },
    { id: 'details', label: "A job's details /jobs/{id}", user: seeker, path: `/jobs/${encodeURIComponent(jobId)}` },
    { id: 'myApplications', label: 'My Applications', user: seeker, path: '/my-applications' },
    { id: 'savedJobs', label: 'Saved Jobs', user: seeker, path: '/saved-jobs' },
    { id: 'postedJobs', label: "Employer's Posted Jobs", user: employer, path: '/posted-jobs' },
    { id: 'applications', label: "Employer's Applications", user: employer, path: '/Application' },
    { id: 'admin-overview', label: 'Admin: Overview', user: admin, path: '/admin' },
    ...['users', 'employers', 'jobs', 'applications', 'reports'].map((tab) => ({
      ...adminTab(tab),
      label: `Admin: ${tab[0].toUpperCase()}${tab.slice(1)} tab`,
    })),
  ];
}

/** Each view's reads, on an unthrottled tab: from the navigation (or the action) until the tab has settled. */
export async function measureReads(browser, baseURL, views) {
  const results = [];
  let context = null;
  let tab = null;
  try {
    for (const view of views) {
      try {
        if (view.path) {
          await context?.close();
          context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
          const page = await context.newPage();
          await prepareSession(page, baseURL, { user: view.user, skipScreen: true });
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.enable');
          tab = { page, settled: trackInflight(cdp), take: countReads(cdp) };
          await page.goto(`${baseURL}${view.path}`, { waitUntil: 'commit' });
        } else {
          if (!tab) throw new Error('no tab to continue in');
          await tab.take();
          await view.then(tab.page);
        }
        // A view is read once nothing but a listener's long poll has been in flight for 2 s.
        await tab.page.waitForTimeout(500);
        await tab.settled({ quietMs: 2000, timeoutMs: 20_000 });
        const { reads, detail } = await tab.take();
        results.push({ id: view.id, label: view.label, reads, detail });
      } catch (error) {
        results.push({ id: view.id, label: view.label, reads: null, error: String(error.message ?? error).split('\n')[0] });
      }
    }
  } finally {
    await context?.close();
  }
  return results;
}
