import { Link } from 'react-router-dom';
import { useSession } from './session';

/** Placeholder: the shell issue builds the audience-specific navigation. */
export function NavBar() {
  const session = useSession();
  return (
    <header className="navbar">
      <Link to="/" className="brand">JobSearch India</Link>
      <nav aria-label="Main">
        <Link to="/">Home</Link> <Link to="/jobs">Jobs</Link> <Link to="/post-job">Post a Job</Link>
        {session.status === 'signedIn' ? <Link to="/Profile">Profile</Link> : null}
      </nav>
    </header>
  );
}
