/** A public page (a job's, a company's) that could not be read: the message where the page would be. */
export function PublicPageFailed({ message }: { message: string }) {
  return (
    <section className="page public-job">
      <p className="error-text" role="alert">
        {message}
      </p>
    </section>
  );
}
