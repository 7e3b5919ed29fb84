import { useEffect, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** A search field that reports what is typed once typing settles for 300 ms (one request, not one per key). */
export function SearchBox({
  value,
  onSearch,
  placeholder,
  className,
}: {
  value: string;
  onSearch: (text: string) => void;
  placeholder: string;
  className?: string;
}) {
  const [text, setText] = useState(value);
  // The latest callback, so a parent's re-render does not restart the pause.
  const report = useRef(onSearch);
  useEffect(() => {
    report.current = onSearch;
  });
  useEffect(() => {
    const handle = setTimeout(() => {
      if (text !== value) report.current(text);
    }, 300);
    return () => clearTimeout(handle);
  }, [text, value]);
  return (
    <div className={cn('relative', className)}>
      <Search className="pointer-events-none absolute left-3 top-3 h-4 w-4 text-slate-400" aria-hidden />
      <Input
        type="search"
        aria-label="Buscar produtos"
        placeholder={placeholder}
        className="pl-9"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </div>
  );
}
