// Types of the bundled fflate build (stack/vendor-modules.mjs): the package's own.
export * from 'fflate';
