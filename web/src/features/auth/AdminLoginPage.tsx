/** Placeholder until its issue builds the screen. */
export default function AdminLoginPage() {
  return <section className="page"><h1>AdminLoginPage</h1></section>;
}
