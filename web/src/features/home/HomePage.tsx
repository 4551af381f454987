/** Placeholder until its issue builds the screen. */
export default function HomePage() {
  return <section className="page"><h1>HomePage</h1></section>;
}
