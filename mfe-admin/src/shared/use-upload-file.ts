import type { FieldErrors, FieldValues } from '@camperdeel/client/schema-form';
import { toast } from '@camperdeel/ui/lib/toast';
import { useState } from 'react';
import { hasMessage } from './form.ts';

/**
 * The file of an upload dialog, kept beside its form fields. The spec answers an incomplete upload with one toast
 * (`incomplete`: its title and message) instead of field errors: when no file is chosen, or when a field carries the
 * schema's incomplete-form text (`quietMessage`).
 */
export function useUploadFile(incomplete: { title: string; message: string }, quietMessage: string) {
  const [file, setFile] = useState<File | null>(null);
  const showIncomplete = () =>
    toast.destructive({ title: incomplete.title, description: incomplete.message });
  /** The form's invalid handler: the toast instead of a field error for what is missing. */
  function refused<Values extends FieldValues>(found: FieldErrors<Values>) {
    if (!file || hasMessage(found, quietMessage)) showIncomplete();
  }
  return { file, setFile, showIncomplete, refused };
}
