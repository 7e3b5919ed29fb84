import { ACCOUNT } from './account';
import { API } from './api';
import { APPROVALS } from './approvals';
import { BILLING } from './billing';
import type { HelpTopic } from './help-article';
import { ORDERING } from './ordering';
import { SUPPLIERS } from './suppliers';

/** The help centre's topics, in the order a new customer meets them. */
export const HELP_TOPICS: readonly HelpTopic[] = [ORDERING, APPROVALS, SUPPLIERS, API, BILLING, ACCOUNT];
