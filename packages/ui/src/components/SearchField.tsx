import { cx } from '@camperdeel/ui/styled-system/css';
import { input, table } from '@camperdeel/ui/styled-system/recipes';
import { Search } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDebounced } from '../lib/use-debounced.ts';

/** How long typing pauses before a search box that settles hands its text over: a name typed quickly is one search. */
export const SEARCH_PAUSE_MS = 150;

export interface SearchFieldProps {
  /** The search: what the box shows, or with `settles` what was last handed over. */
  value: string;
  onValueChange: (value: string) => void;
  /**
   * The box keeps what is typed and hands the trimmed text over once typing paused (an emptied box at once), so
   * the list behind it renders once per search instead of once per key.
   */
  settles?: boolean;
  /** Accessible name and placeholder, e.g. 'Zoek op camper of document'. */
  label: string;
  placeholder?: string;
  className?: string;
}

/** A search box with a magnifier icon; used by Table and usable above any list. */
export function SearchField({ settles = false, ...props }: SearchFieldProps) {
  return settles ? <SettlingBox {...props} /> : <Box {...props} />;
}

type BoxProps = Omit<SearchFieldProps, 'settles'>;

function SettlingBox({ value, onValueChange, ...box }: BoxProps) {
  const [text, setText] = useState(value);
  const settled = useDebounced(text.trim(), SEARCH_PAUSE_MS);
  const handedOver = useRef(value);
  // The newest callback, so a parent's new function on a render hands nothing over by itself.
  const latest = useRef(onValueChange);
  latest.current = onValueChange;
  const handOver = useCallback((next: string) => {
    if (next === handedOver.current) return;
    handedOver.current = next;
    latest.current(next);
  }, []);
  useEffect(() => handOver(settled), [settled, handOver]);
  // A search set from elsewhere (a reset, a link) shows in the box.
  useEffect(() => {
    if (value === handedOver.current) return;
    handedOver.current = value;
    setText(value);
  }, [value]);
  const type = (next: string) => {
    setText(next);
    // An emptied box shows every row again at once.
    if (next.trim() === '') handOver('');
  };
  return <Box {...box} value={text} onValueChange={type} />;
}

function Box({ value, onValueChange, label, placeholder, className }: BoxProps) {
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
