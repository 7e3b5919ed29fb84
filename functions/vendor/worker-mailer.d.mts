// Types of the bundled worker-mailer build (stack/vendor-modules.mjs): the package's own.
export * from 'worker-mailer';
