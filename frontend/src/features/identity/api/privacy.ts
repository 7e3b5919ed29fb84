import { useMutation } from '@tanstack/react-query';
import { client, unwrap, type Answer } from '@/lib/api-client';
import { onFirstUse } from '@/lib/on-first-use';

export type UserDataExport = Answer<(typeof client.user)['data-export']['$get']>;

// On first use: this module loads with every screen's data layer, the export is rare.
const saoPauloDay = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }));

/** Fetches the export and hands it to the browser as a file (the name the server gives it). */
export async function downloadMyData(): Promise<void> {
  const data = await unwrap(client.user['data-export'].$get());
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `abastece-meus-dados-${saoPauloDay().format(new Date(data.exportedAt))}.json`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers read the URL asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });

/** Deletes the signed-in person's account; the e-mail typed confirms it. */
export const useDeleteAccount = (userId: string) =>
  useMutation({
    mutationFn: (email: string) => unwrap(client.user[':id'].$delete({ param: { id: userId }, json: { email } })),
  });
