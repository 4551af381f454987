/** Placeholder until its issue builds the screen. */
export default function AboutPage() {
  return <section className="page"><h1>AboutPage</h1></section>;
}
