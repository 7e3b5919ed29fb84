// Types of the bundled Resend build (stack/vendor-modules.mjs): the package's own.
export * from 'resend';
