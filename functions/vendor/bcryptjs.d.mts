// Types of the bundled bcryptjs build (stack/vendor-modules.mjs): the package's own.
import bcrypt from 'bcryptjs';
export default bcrypt;
