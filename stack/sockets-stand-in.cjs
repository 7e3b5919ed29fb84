// Node stand-in for Workers' `cloudflare:sockets` while lint-document.ts builds the document.
module.exports = {
  connect() {
    throw new Error('no sockets while building the OpenAPI document');
  },
};
