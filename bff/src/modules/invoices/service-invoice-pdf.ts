import { formatDateLong, formatEuro } from '@camperdeel/rules/format';
import { CLUB_NAME, maandLabel, servicePeriod } from '@camperdeel/rules/service-invoices';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

export type ServiceInvoiceContent = {
  factuurNummer: string;
  factuurdatum: string;
  vervaldatum: string;
  maand: string;
  bedragCent: number;
  eigenaar: string;
  camper: string;
};

/**
 * The standard fonts write WinAnsi only: a character they cannot encode (a name in another script) becomes '?'
 * instead of failing the whole month's run. The stored name stays exact in the database.
 */
function encodable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text].map((ch) => (known.has(ch.codePointAt(0) ?? -1) ? ch : '?')).join('');
}

/** An A4 invoice for the monthly full-service fee, made with pdf-lib (docs/decisions/0083-club-office.md). */
export async function renderServiceInvoice(content: ServiceInvoiceContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Factuur ${content.factuurNummer}`);
  pdf.setAuthor(CLUB_NAME);
  pdf.setCreationDate(new Date(`${content.factuurdatum}T12:00:00Z`));
  pdf.setModificationDate(new Date(`${content.factuurdatum}T12:00:00Z`));
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.12);
  let y = 780;
  const line = (text: string, options: { size?: number; font?: PDFFont; gap?: number } = {}) => {
    const font = options.font ?? regular;
    page.drawText(encodable(font, text), { x: 56, y, size: options.size ?? 11, font, color: ink });
    y -= options.gap ?? 18;
  };
  const { van, tot } = servicePeriod(content.maand);
  const bedrag = formatEuro(content.bedragCent / 100);
  line(CLUB_NAME, { size: 22, font: bold, gap: 40 });
  line(`Factuur ${content.factuurNummer}`, { size: 16, font: bold, gap: 28 });
  line(`Factuurdatum: ${formatDateLong(content.factuurdatum)}`);
  line(`Vervaldatum: ${formatDateLong(content.vervaldatum)}`, { gap: 30 });
  line(`Aan: ${content.eigenaar}`);
  line(`Camper: ${content.camper}`, { gap: 30 });
  line('Omschrijving', { font: bold });
  line(`Maandelijkse full-service vergoeding ${maandLabel(content.maand)}`);
  line(`Periode: ${formatDateLong(van)} t/m ${formatDateLong(tot)}`, { gap: 30 });
  line(`Te betalen: ${bedrag}`, { size: 14, font: bold, gap: 30 });
  line(`Gelieve ${bedrag} te betalen uiterlijk op ${formatDateLong(content.vervaldatum)},`);
  line(`met vermelding van factuurnummer ${content.factuurNummer}.`);
  return pdf.save();
}
