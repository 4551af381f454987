/** Placeholder until its issue builds the screen. */
export default function MyApplicationsPage() {
  return <section className="page"><h1>My Applications</h1></section>;
}
