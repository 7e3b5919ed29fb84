import * as z from 'zod';

/** Pieces every job kind's payload schema is made of. */

/** A job's own id: the outbox row is `<kind>:<id>`, so anything printable; uuids for most kinds. */
export const jobId = z.string().min(1).max(300);

/** An id that names a database row (a uuid column: anything else could never be found). */
export const rowId = z.guid();

/** When something happened or is due, as the producer wrote it (`Date#toISOString`). */
export const instant = z.iso.datetime({ offset: true });

/** True when A and B are the same type: a schema that drifts from the type it mirrors fails `typecheck`. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
