/**
 * The two walks over every route — the tenant and role matrix, then the fuzz walk — one after the
 * other in one file, so they never run side by side: both open on /auth, whose bcrypt hashing is the
 * suite's heaviest CPU work, and together on two cores they took 200 s and 160 s instead of ~120 s
 * and ~70 s, and the first /auth group passed its 20 s timeout. One file also keeps the other worker
 * busy with the rest of the suite the whole time (route-walks-first.ts starts it first).
 */
import './route-matrix.walk';
import './fuzz.walk';
