/** Placeholder until its issue builds the screen. */
export default function LoginPage() {
  return <section className="page"><h1>LoginPage</h1></section>;
}
