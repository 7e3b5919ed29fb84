// Types of the bundled Stripe worker build (stack/vendor-modules.mjs): the package's own.
import Stripe from 'stripe';
export default Stripe;
