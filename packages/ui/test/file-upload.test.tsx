import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileUpload } from '../src/components/FileUpload.tsx';
import { chooseFile, type Rendered, render, user } from './render.tsx';

let mounted: Rendered | null = null;
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
});

function fileInput(root: HTMLElement): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

const pdf = () => new File(['%PDF-1.7'], 'factuur.pdf', { type: 'application/pdf' });
const png = () => new File(['png'], 'foto.png', { type: 'image/png' });

describe('FileUpload', () => {
  it('takes a valid file chosen right after a refused one, and clears the refusal', async () => {
    const onFilesChange = vi.fn();
    mounted = await render(
      <FileUpload label="Bestand" accept={{ 'application/pdf': ['.pdf'] }} onFilesChange={onFilesChange} />,
    );
    const input = fileInput(mounted.container);

    await user(() => chooseFile(input, png()));
    expect(onFilesChange).not.toHaveBeenCalled();
    expect(mounted.container.textContent).toContain('Dit bestandstype is niet toegestaan.');

    const valid = pdf();
    await user(() => chooseFile(input, valid));
    expect(onFilesChange).toHaveBeenLastCalledWith([valid]);
    expect(mounted.container.textContent).not.toContain('Dit bestandstype is niet toegestaan.');
  });

  it('keeps the chosen file when a refused one is tried after it, and says why', async () => {
    const onFilesChange = vi.fn();
    mounted = await render(
      <FileUpload label="Bestand" accept={{ 'application/pdf': ['.pdf'] }} onFilesChange={onFilesChange} />,
    );
    const input = fileInput(mounted.container);
    const valid = pdf();
    await user(() => chooseFile(input, valid));
    await user(() => chooseFile(input, png()));
    expect(onFilesChange).toHaveBeenLastCalledWith([valid]);
    expect(mounted.container.textContent).toContain('Dit bestandstype is niet toegestaan.');
  });

  it('refuses a file over the size limit and then takes a small one', async () => {
    const onFilesChange = vi.fn();
    mounted = await render(
      <FileUpload
        label="Bestand"
        accept={{ 'application/pdf': ['.pdf'] }}
        maxFileSize={4}
        onFilesChange={onFilesChange}
      />,
    );
    const input = fileInput(mounted.container);
    await user(() =>
      chooseFile(input, new File(['%PDF-1.7 groot'], 'groot.pdf', { type: 'application/pdf' })),
    );
    expect(mounted.container.textContent).toContain('Dit bestand is te groot.');
    const small = new File(['%PDF'], 'klein.pdf', { type: 'application/pdf' });
    await user(() => chooseFile(input, small));
    expect(onFilesChange).toHaveBeenLastCalledWith([small]);
  });
});
