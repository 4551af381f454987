/** What the app reads of the session: who is signed in, their profile and role, and whether they are an admin. */
import type { Role } from '@jobsearch/domain/choices';
import type { UserProfile } from '@jobsearch/domain/schemas';
import type { User } from 'firebase/auth';

/** What the app reads of the signed-in user: the same whether the SDK has confirmed them yet or not. */
export type SessionUser = Pick<User, 'uid' | 'email' | 'phoneNumber' | 'displayName' | 'emailVerified'>;

export type Session =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | {
      status: 'signedIn';
      user: SessionUser;
      /** The SDK's user once it has confirmed them (null while a restored user shows from the device's entry): for account changes. */
      authUser: User | null;
      profile: UserProfile | null;
      role: Role | null;
      isAdmin: boolean;
      profileLoaded: boolean;
    };
