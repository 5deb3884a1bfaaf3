import { cx } from '@camperdeel/ui/styled-system/css';
import { input, table } from '@camperdeel/ui/styled-system/recipes';
import { Search } from 'lucide-react';

export interface SearchFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Accessible name and placeholder, e.g. 'Zoek op camper of document'. */
  label: string;
  placeholder?: string;
  className?: string;
}

/** A search box with a magnifier icon; used by Table and usable above any list. */
export function SearchField({ value, onValueChange, label, placeholder, className }: SearchFieldProps) {
  const classes = table();
  return (
    <search className={cx(classes.search, className)}>
      <Search className={classes.searchIcon} aria-hidden="true" />
      <input
        type="search"
        className={input()}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-label={label}
        placeholder={placeholder ?? label}
        autoComplete="off"
        enterKeyHint="search"
      />
    </search>
  );
}
