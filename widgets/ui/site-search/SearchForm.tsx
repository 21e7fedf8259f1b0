// One search box: the text input and the search icon button. Used inline and in the compact dialog.
import type { FormEvent } from 'react';
import { SearchIcon } from '../icons.js';

interface SearchFormProps {
  className: string;
  text: string;
  onText: (text: string) => void;
  onSearch: () => void;
}

export function SearchForm({ className, text, onText, onSearch }: SearchFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form className={className} role="search" part="form" onSubmit={submit}>
      <input
        type="search"
        name="q"
        part="input"
        aria-label="Search products"
        placeholder="Search here..."
        enterKeyHint="search"
        autoComplete="off"
        value={text}
        onChange={(e) => onText(e.currentTarget.value)}
      />
      <button type="submit" part="button" aria-label="Search">
        <SearchIcon />
      </button>
    </form>
  );
}
