/** Placeholder until its issue builds the screen. */
export default function PrivacyPage() {
  return <section className="page"><h1>PrivacyPage</h1></section>;
}
