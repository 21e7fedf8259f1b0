// One search box: the text input and the search icon button. Used inline and in the compact dialog.
import type { FormEvent } from 'react';

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

export function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.8 4.8-1.4 1.4-4.8-4.8A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z"
      />
    </svg>
  );
}
