// Types of the bundled arctic pieces (stack/vendor-modules.mjs): the package's own.
export { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic';
