import { db } from './firestore';

export async function listActiveJobs() {
  const snap = await db.collection('jobs').where('status', '==', 'Active').orderBy('createdAt', 'desc').limit(100).get();
  return snap.docs.map((d) => ({ jobId: d.id, ...d.data() }));
}
