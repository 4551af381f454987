/** Placeholder until its issue builds the screen. */
export default function JobsPage() {
  return <section className="page"><h1>JobsPage</h1></section>;
}
