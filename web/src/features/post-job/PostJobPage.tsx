/** Placeholder until its issue builds the screen. */
export default function PostJobPage() {
  return <section className="page"><h1>PostJobPage</h1></section>;
}
