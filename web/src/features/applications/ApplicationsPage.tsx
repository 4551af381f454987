/** Placeholder until its issue builds the screen. */
export default function ApplicationsPage() {
  return <section className="page"><h1>ApplicationsPage</h1></section>;
}
