import { Link } from 'react-router-dom';

/** Placeholder: the shell issue builds the full footer. */
export function Footer() {
  return (
    <footer className="footer">
      <Link to="/">Home</Link> <Link to="/jobs">Jobs</Link> <Link to="/about">About</Link>{' '}
      <Link to="/termsandconditions">Terms</Link> <Link to="/privacy-policy">Privacy</Link>
      <p>© {new Date().getFullYear()} JobSearch India</p>
    </footer>
  );
}
