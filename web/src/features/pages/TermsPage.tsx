/** Placeholder until its issue builds the screen. */
export default function TermsPage() {
  return <section className="page"><h1>TermsPage</h1></section>;
}
