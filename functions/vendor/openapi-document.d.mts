/** The OpenAPI document as JSON text, its server URL a placeholder (stack/openapi-build.ts). */
declare const documentText: string;
export default documentText;
