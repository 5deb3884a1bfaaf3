import { useApiMutation } from '@camperdeel/client/queries';
import type { FieldErrors, FieldValues } from '@camperdeel/client/schema-form';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { toast } from '@camperdeel/ui/lib/toast';
import { useState } from 'react';
import { hasMessage } from './form.ts';
import { settled } from './settled.ts';

type UploadInput<Input> = {
  /** The toast of an incomplete upload: its title and message. */
  incomplete: { title: string; message: string };
  /** The schema's incomplete-form text, which a field then carries instead of its own message. */
  quietMessage: string;
  /** The call that uploads the checked fields with the file. */
  send: (input: Input, file: File) => Promise<unknown>;
  /** The lists the upload adds to. */
  invalidates: readonly (readonly unknown[])[];
  /** The toast's title once it is uploaded ('Document geüpload'). */
  uploaded: string;
  onClose: () => void;
};

/**
 * The file of an upload dialog, kept beside its form fields, and the dialog's submit: it uploads, says so and closes.
 * The spec answers an incomplete upload with one toast (`incomplete`) instead of field errors: when no file is
 * chosen, or when a field carries the schema's incomplete-form text (`quietMessage`).
 */
export function useUploadFile<Input>({
  incomplete,
  quietMessage,
  send,
  invalidates,
  uploaded,
  onClose,
}: UploadInput<Input>) {
  const [file, setFile] = useState<File | null>(null);
  const upload = useApiMutation({
    mutationFn: ({ input, file }: { input: Input; file: File }) => send(input, file),
    failureTitle: FAILURE_TITLES.upload,
    invalidates,
  });
  const showIncomplete = () =>
    toast.destructive({ title: incomplete.title, description: incomplete.message });

  /** The form's valid handler: without a file the incomplete toast, else the upload. */
  async function submit(input: Input) {
    if (!file) return showIncomplete();
    if (!(await settled(upload.mutateAsync({ input, file })))) return;
    toast.success({ title: uploaded });
    onClose();
  }
  /** The form's invalid handler: the toast instead of a field error for what is missing. */
  function refused<Values extends FieldValues>(found: FieldErrors<Values>) {
    if (!file || hasMessage(found, quietMessage)) showIncomplete();
  }
  return { file, setFile, submit, refused };
}
