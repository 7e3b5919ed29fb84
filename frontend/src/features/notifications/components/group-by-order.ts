/** One entry of the bell: an order's notifications together, newest first. */
export interface NotificationGroup<N> {
  key: string;
  latest: N;
  earlier: N[];
  unreadIds: string[];
}

/**
 * The bell's entries: notifications that lead to the same place (an order's page) become one entry,
 * placed where its newest one was; one without a link stays alone. The input is newest first.
 */
export function groupByOrder<N extends { id: string; link: string | null; read: boolean }>(
  notifications: N[],
): NotificationGroup<N>[] {
  const groups = new Map<string, NotificationGroup<N>>();
  for (const n of notifications) {
    const key = n.link ?? n.id;
    const group = groups.get(key);
    if (group) group.earlier.push(n);
    else groups.set(key, { key, latest: n, earlier: [], unreadIds: [] });
    if (!n.read) groups.get(key)!.unreadIds.push(n.id);
  }
  return [...groups.values()];
}
