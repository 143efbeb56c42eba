import { createRequire } from 'node:module';
import type PDFKit from 'pdfkit';

export type TPdf = PDFKit.PDFDocument;

/** The font the documents embed: DejaVu Sans prints the names customers and products have (ø, é, ł, ß...). */
export const FONT = { regular: 'Body', bold: 'Body-Bold' } as const;

const require = createRequire(import.meta.url);
// Through the package's own export, so the path holds from src/ (tests) and from the server's bundle alike.
const fontPath = (file: string) => require.resolve(`@shop/services/fonts/${file}`);

let pdfkit: Promise<typeof PDFKit> | undefined;

/** pdfkit and its font engine load on the first document, not at the server's start. */
const loadPdfkit = () => (pdfkit ??= import('pdfkit').then((module) => module.default));

/** A Letter page (the shop sells in the US) with the embedded font registered and chosen. */
export async function newPdf(title: string): Promise<TPdf> {
  const PDFDocument = await loadPdfkit();
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 48,
    bufferPages: false,
    info: { Title: title, Producer: 'Shop documents' },
  });
  doc.registerFont(FONT.regular, fontPath('DejaVuSans.ttf'));
  doc.registerFont(FONT.bold, fontPath('DejaVuSans-Bold.ttf'));
  doc.font(FONT.regular).fontSize(9);
  return doc;
}

/** Ends the document and answers its bytes. */
export function pdfBytes(doc: TPdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
