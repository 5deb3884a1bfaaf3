import { cx } from '@camperdeel/ui/styled-system/css';
import { avatarUpload, button } from '@camperdeel/ui/styled-system/recipes';
import { Camera } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Avatar } from './Avatar.tsx';
import { Spinner } from './Spinner.tsx';

export interface AvatarUploadProps {
  name: string;
  src?: string | null;
  /** Called with the chosen image; upload it and pass the new `src` back. */
  onFileSelect: (file: File) => void;
  /** Upload running: the photo is dimmed with a spinner and the button is off. */
  busy?: boolean;
  /** Accessible name of the camera button. */
  label?: string;
  hint?: string;
  /** Shown when the chosen file is not an image. */
  notAnImageText?: string;
  className?: string;
}

/** A profile photo with a camera button that picks a new image (image files only). */
export function AvatarUpload({
  name,
  src,
  onFileSelect,
  busy = false,
  label = 'Nieuwe profielfoto kiezen',
  hint = 'Klik op het camera icoon om een nieuwe foto te uploaden',
  notAnImageText = 'Kies een afbeelding (jpg, png, webp of gif).',
  className,
}: AvatarUploadProps) {
  const classes = avatarUpload();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError(notAnImageText);
      return;
    }
    setError(null);
    onFileSelect(file);
  }

  return (
    <div className={cx(classes.root, className)}>
      <div className={classes.frame}>
        <Avatar name={name} src={src} size="xl" />
        {busy ? (
          <span className={classes.busy}>
            <Spinner label="Foto wordt geüpload..." />
          </span>
        ) : null}
        <button
          type="button"
          className={cx(button({ variant: 'solid', size: 'icon' }), classes.camera)}
          onClick={() => inputRef.current?.click()}
          disabled={busy}
          aria-label={label}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        >
          <Camera aria-hidden="true" />
        </button>
        <input ref={inputRef} type="file" accept="image/*" hidden onChange={onChange} tabIndex={-1} />
      </div>
      <p id={hintId} className={classes.hint}>
        {hint}
      </p>
      {error ? (
        <p id={errorId} className={classes.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
