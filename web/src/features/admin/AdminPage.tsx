/** Placeholder until its issue builds the screen. */
export default function AdminPage() {
  return <section className="page"><h1>AdminPage</h1></section>;
}
