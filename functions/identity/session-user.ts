import { users } from '../../db/schema/identity';

/** The columns a SessionUser is read from: what the app may know of a user, never the password hash. */
export const sessionUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  image: users.image,
  emailVerified: users.emailVerified,
  role: users.role,
};
