import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { ListChecks, LogOut, Settings, User } from 'lucide-react';
import { toastError } from '@/lib/toast-error';
import { useSignOut } from '@/features/identity/api/sign-out';

export function UserMenu({ name, email }: { name: string; email: string }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase())
    .join('');
  const item =
    'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-slate-100';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="grid h-9 w-9 place-items-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800">
        {/* The initials are a picture of the name; the button is named by the words read out. */}
        <span aria-hidden>{initials}</span>
        <span className="sr-only">Conta de {name}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5">
            <span className="block text-sm font-medium">{name}</span>
            <span className="block text-xs text-slate-500">{email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item className={item} onSelect={() => navigate('/app/profile')}>
            <User className="h-4 w-4" aria-hidden /> Meu perfil
          </DropdownMenu.Item>
          {/* Also beside the cart where the top bar has room (ListsButton). */}
          <DropdownMenu.Item className={item} onSelect={() => navigate('/app/listas')}>
            <ListChecks className="h-4 w-4" aria-hidden /> Listas de compras
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} onSelect={() => navigate('/app/settings/organization')}>
            <Settings className="h-4 w-4" aria-hidden /> Configurações
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item
            className={item}
            onSelect={() =>
              signOut.mutate(undefined, {
                onSuccess: ({ callbackURL }) => navigate(callbackURL === '/' ? '/auth' : callbackURL),
                onError: (e) => toastError(e),
              })
            }
          >
            <LogOut className="h-4 w-4" aria-hidden /> Sair
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
