// Types of the bundled fast-xml-parser build (stack/vendor-modules.mjs): the package's own.
export * from 'fast-xml-parser';
