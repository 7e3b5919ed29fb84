// Types of the bundled Papa Parse build (stack/vendor-modules.mjs): the package's own.
import Papa from 'papaparse';
export default Papa;
