/** Placeholder until its issue builds the screen. */
export default function PostedJobsPage() {
  return <section className="page"><h1>PostedJobsPage</h1></section>;
}
