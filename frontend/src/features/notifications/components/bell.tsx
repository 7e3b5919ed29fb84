import { DropdownMenu } from 'radix-ui';
import { Bell } from 'lucide-react';
import { useNavigate } from 'react-router';
import { formatDateTime, formatQuantity } from '@/lib/format';
import { cn } from '@/lib/cn';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications';
import { groupByOrder } from './group-by-order';

/** Older updates of an order named under its newest one; the rest counted. */
const EARLIER_SHOWN = 2;
/** Orders (or other notices) the bell lists. */
const ENTRIES = 10;

/**
 * The bell: unread count and the latest notifications, one entry per order (its newest update, the
 * ones before it under it); opening an entry marks all of them read and goes to the order.
 */
export function NotificationBell() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const unread = notifications.data?.unread ?? 0;
  const item = 'block cursor-pointer rounded px-2 py-2 text-sm outline-none data-[highlighted]:bg-slate-100';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        // The name carries what the badge shows ("9+"), so voice control can say it (axe: label-content-name-mismatch).
        aria-label={unread ? `Notificações: ${unread > 9 ? '9+' : unread} não lidas` : 'Notificações'}
        className="relative grid h-9 w-9 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
      >
        <Bell className="h-5 w-5" aria-hidden />
        {unread > 0 && (
          <span
            data-testid="bell-count"
            className="absolute -right-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1 text-xs font-semibold text-white"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-80 max-w-[calc(100vw-1rem)] rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <div className="flex items-center justify-between px-2 py-1.5">
            <span className="text-sm font-semibold">Notificações</span>
            {unread > 0 && (
              <button
                type="button"
                className="text-xs text-brand-700 hover:underline"
                onClick={() => markRead.mutate(undefined)}
              >
                Marcar todas como lidas
              </button>
            )}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          {(notifications.data?.data ?? []).length === 0 ? (
            <p className="px-2 py-3 text-sm text-slate-500">Nada por aqui ainda.</p>
          ) : (
            groupByOrder(notifications.data!.data)
              .slice(0, ENTRIES)
              .map(({ key, latest, earlier, unreadIds }) => (
                <DropdownMenu.Item
                  key={key}
                  className={cn(item, unreadIds.length > 0 && 'bg-brand-50')}
                  onSelect={() => {
                    if (unreadIds.length > 0) markRead.mutate(unreadIds);
                    if (latest.link) navigate(latest.link);
                  }}
                >
                  <span className="block font-medium">{latest.title}</span>
                  <span className="block text-slate-600">{latest.body}</span>
                  <span className="block text-xs text-slate-400">{formatDateTime(latest.createdAt)}</span>
                  {earlier.length > 0 && (
                    <span className="mt-1 block border-l-2 border-slate-200 pl-2 text-xs text-slate-500">
                      {earlier.slice(0, EARLIER_SHOWN).map((n) => (
                        <span key={n.id} className="block">
                          {n.title}
                        </span>
                      ))}
                      {earlier.length > EARLIER_SHOWN && (
                        <span className="block">
                          {`e mais ${formatQuantity(earlier.length - EARLIER_SHOWN, 'atualização', 'atualizações')} deste pedido`}
                        </span>
                      )}
                    </span>
                  )}
                </DropdownMenu.Item>
              ))
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
