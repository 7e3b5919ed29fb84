/** The baseline of the framework-overhead figure: a plain worker, no framework, same runtime. */
export default {
  fetch(): Response {
    return new Response('{"status":"ok"}', { headers: { 'content-type': 'application/json' } });
  },
} satisfies ExportedHandler;
