// Types of the bundled standardwebhooks build (stack/vendor-modules.mjs): the package's own.
export { Webhook } from 'standardwebhooks';
