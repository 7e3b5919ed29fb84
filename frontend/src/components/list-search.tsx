import { useState } from 'react';
import { Input } from '@/components/ui/input';

/** A searched, paged list's state: the page shown and what is searched for. */
export type SearchedPages = {
  page: number;
  setPage: (page: number) => void;
  search: string;
  /** A new search starts again from the first page (the old page may not exist in the new answer). */
  setSearch: (text: string) => void;
};

export function useSearchedPages(): SearchedPages {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  return { page, setPage, search, setSearch: (text) => (setSearch(text), setPage(1)) };
}

/** The search field among a list screen's tools: full width on a phone, 16rem beside the others above. */
export function ListSearch({
  list,
  label,
  placeholder,
  className = 'w-full sm:w-64',
}: {
  list: SearchedPages;
  label: string;
  placeholder: string;
  className?: string;
}) {
  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={placeholder}
      className={className}
      value={list.search}
      onChange={(e) => list.setSearch(e.target.value)}
    />
  );
}
