/** Placeholder until its issue builds the screen. */
export default function NotFoundPage() {
  return <section className="page"><h1>NotFoundPage</h1></section>;
}
