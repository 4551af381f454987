/** Placeholder until its issue builds the screen. */
export default function ProfilePage() {
  return <section className="page"><h1>ProfilePage</h1></section>;
}
