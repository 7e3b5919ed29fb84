import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap, type Answer, type Body } from '@/lib/api-client';
import { orderAnswerKeys } from '@/lib/query-keys/order-answer';
import { useWrite } from '@/lib/use-write';

const link = client['order-answer'][':token'];
const fromNfe = link.ship['from-nfe'];
// Shapes come from the server's router: a renamed field fails typecheck here.
export type LinkOrder = Answer<typeof link.$get>;
export type LinkOrderLine = LinkOrder['lines'][number];
export type LinkAnswerBody = Body<typeof link.answer.$post>;
export type LinkShipmentBody = Body<typeof link.ship.$post>;
type FromNfeQuery = NonNullable<Parameters<typeof fromNfe.$post>[0]['query']>;
/** The preview of a shipment from an NF-e's XML (nothing written yet). */
export type LinkNfePreview = Extract<Answer<typeof fromNfe.$post>, { canConfirm: boolean }>;

export const orderLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: orderAnswerKeys.link(token),
    queryFn: ({ signal }) => unwrap(link.$get({ param: { token } }, { init: { signal } })),
    // A changed or revoked link (401) or an expired one (410) answers the same on every try.
    retry: false,
  });
export const useOrderLink = (token: string) => useQuery(orderLinkQueryOptions(token));

/** Every line's answer through the link (no session: the token is the credential). */
export const useAnswerOrderLink = (token: string) =>
  useWrite(
    (json: LinkAnswerBody) => unwrap(link.answer.$post({ param: { token }, json })),
    [orderAnswerKeys.link(token)],
  );

/** A shipment with the NF-e typed. */
export const useShipByLink = (token: string) =>
  useWrite(
    (json: LinkShipmentBody) => unwrap(link.ship.$post({ param: { token }, json })),
    [orderAnswerKeys.link(token)],
  );

const postXml = (token: string, xml: Blob, query: FromNfeQuery) =>
  unwrap(
    fromNfe.$post(
      { param: { token }, query },
      // The file's bytes as the ERP wrote them: the server reads the encoding its declaration names.
      { init: { body: xml, headers: { 'content-type': 'application/xml' } } },
    ),
  );
/** What the XML would ship, and what stops it (nothing written). */
export const previewNfeByLink = (token: string, xml: Blob) => postXml(token, xml, {}) as Promise<LinkNfePreview>;
/** Ships what the preview showed, with the XML's own numbers. */
export const useShipXmlByLink = (token: string) =>
  useWrite(
    (input: { xml: Blob; carrier?: string }) => postXml(token, input.xml, { confirm: 'true', carrier: input.carrier }),
    [orderAnswerKeys.link(token)],
  );
