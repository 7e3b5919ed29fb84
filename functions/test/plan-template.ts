/** The migrated template the suite's database was copied from (global-setup.ts), named after it. */
export const planTemplateOf = (database: string) => `${database}_template`;
