// Types of the copied pdf-lib build (stack/vendor-modules.mjs): the package's own.
export * from 'pdf-lib';
